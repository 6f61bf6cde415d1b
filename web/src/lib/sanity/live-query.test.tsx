import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { asLoaded, FollowQueryContext, useLiveQuery, type FollowQuery } from './live-query'

type Title = { title: string }

function Title({ loaded }: { loaded: Title }) {
  const { title } = useLiveQuery(
    'productPageQuery',
    { slug: 'SprayPolish' },
    loaded,
    asLoaded as never,
  )
  return <h1>{title}</h1>
}

/** A Studio that answers one query, and can change its answer. */
function studioAnswering() {
  let answer: unknown
  const listeners = new Set<() => void>()
  const asked: string[] = []
  const follow: FollowQuery = (name, params) => {
    asked.push(`${name} ${JSON.stringify(params)}`)
    return {
      subscribe: (onChange) => {
        listeners.add(onChange)
        return () => listeners.delete(onChange)
      },
      current: () => answer,
    }
  }
  const answerWith = (next: unknown) => {
    answer = next
    for (const listener of listeners) listener()
  }
  return { follow, asked, answerWith, listening: () => listeners.size }
}

function inStudio(follow: FollowQuery, children: ReactNode) {
  return <FollowQueryContext value={follow}>{children}</FollowQueryContext>
}

afterEach(cleanup)

describe('a page’s content in «Editar en la página»', () => {
  it('is what the loader returned, outside the Studio', () => {
    render(<Title loaded={{ title: 'Spray Polish' }} />)
    expect(screen.getByRole('heading')).toHaveTextContent('Spray Polish')
  })

  it('is the loaded content until the Studio answers, then each of its answers', () => {
    const studio = studioAnswering()
    const { unmount } = render(
      inStudio(studio.follow, <Title loaded={{ title: 'Spray Polish' }} />),
    )
    expect(studio.asked).toEqual(['productPageQuery {"slug":"SprayPolish"}'])
    expect(screen.getByRole('heading')).toHaveTextContent('Spray Polish')
    act(() => studio.answerWith({ title: 'Spray Polish P' }))
    expect(screen.getByRole('heading')).toHaveTextContent('Spray Polish P')
    act(() => studio.answerWith({ title: 'Spray Polish PRO' }))
    expect(screen.getByRole('heading')).toHaveTextContent('Spray Polish PRO')
    // An answer of nothing (the document gone from the query) keeps what the page had loaded.
    act(() => studio.answerWith(null))
    expect(screen.getByRole('heading')).toHaveTextContent('Spray Polish')
    unmount()
    expect(studio.listening()).toBe(0)
  })
})
