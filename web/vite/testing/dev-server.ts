import { createServer, type PluginOption, type ViteDevServer } from 'vite'

/**
 * A Vite dev server for the site's base on a free loopback port, with only the given plugins and
 * `root` (an empty temporary folder, say) as its project: what the plugin tests run against.
 */
export async function startDevServer(
  root: string,
  plugins: PluginOption[],
): Promise<{ server: ViteDevServer; origin: string }> {
  const server = await createServer({
    configFile: false,
    root,
    base: '/rehoboth/',
    plugins,
    // As vite.config.ts: no CORS for other origins.
    server: { port: 0, host: '127.0.0.1', cors: false },
    logLevel: 'silent',
  })
  await server.listen()
  const origin = server.resolvedUrls?.local[0]?.replace(/\/rehoboth\/$/, '') ?? ''
  return { server, origin }
}
