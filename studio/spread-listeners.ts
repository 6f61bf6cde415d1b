import type { ObservableSanityClient, SanityClient } from '@sanity/client'

type AnyClient = SanityClient | ObservableSanityClient

let nextListener = 0

/**
 * `http://offline.localhost:3334/v1` → `http://offline.l7.localhost:3334/v1`: the same lake
 * (Chromium sends every `*.localhost` to loopback) under a host name of the listener's own.
 */
export function listenerUrl(url: string, listener: number): string {
  return url.replace(/^(https?:\/\/[^./]+)\.localhost\b/, `$1.l${listener}.localhost`)
}

/**
 * The Studio keeps about seven `data/listen` event streams open at once. Sanity serves them over
 * HTTP/2; the local lake speaks HTTP/1.1, where Chromium allows six connections per host, so the
 * seventh stream and every request after it would wait forever ("Cargando documento…"). Each
 * listener therefore goes to a host name of its own. Clients made from this one (withConfig,
 * clone, observable) do the same.
 */
export function spreadListeners<T extends AnyClient>(client: T): T {
  const { listen, withConfig, clone } = client as unknown as {
    listen: (...args: unknown[]) => unknown
    withConfig: (config: unknown) => T
    clone: () => T
  }
  Object.assign(client, {
    listen(this: AnyClient, ...args: unknown[]) {
      const config = this.config()
      const url = listenerUrl(config.url ?? '', (nextListener += 1))
      return listen.apply({ config: () => ({ ...this.config(), url }) }, args)
    },
    withConfig: (config: unknown) => spreadListeners(withConfig.call(client, config)),
    clone: () => spreadListeners(clone.call(client)),
  })
  if ('observable' in client) spreadListeners(client.observable)
  return client
}
