import { renderToReadableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { ServerStyleSheet } from 'styled-components'

// Every page is prerendered at build time (ssr: false), so the whole document is rendered before
// it is written: the styled-components CSS collected during that render goes into its <head>.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const sheet = new ServerStyleSheet()
  try {
    let status = responseStatusCode
    const stream = await renderToReadableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        signal: request.signal,
        onError(error) {
          status = 500
          console.error(error)
        },
      },
    )
    await stream.allReady
    const html = await new Response(stream).text()
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(html.replace('</head>', `${sheet.getStyleTags()}</head>`), {
      status,
      headers: responseHeaders,
    })
  } finally {
    sheet.seal()
  }
}
