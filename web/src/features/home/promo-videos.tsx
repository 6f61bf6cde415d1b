import { startTransition, Suspense, useId, useState } from 'react'
import styled from 'styled-components'
import { loadOnOpen } from '../../components/load-on-open'
import { fileUrl } from '../../lib/sanity/file'
import { useEditAttributes, type EditedDocument } from '../../lib/sanity/edit-attributes'
import type { PromoVideo } from './home-content'
import { PromoVideoTile } from './promo-video-tile'
import { belowTheFirstScreen } from '../../styles/below-the-first-screen'

const ModalDialog = loadOnOpen(() =>
  import('../../components/modal-dialog').then((module) => module.ModalDialog),
)

/** The spec shows four of the five promo videos. */
export const promoVideosShown = 4

/** A grid of looping promo videos; a tile opens its video in a player. */
type PromoVideosProps = { homePage: EditedDocument; videos: PromoVideo[] }

export function PromoVideos({ homePage, videos }: PromoVideosProps) {
  const headingId = useId()
  const editable = useEditAttributes()
  const [opened, setOpened] = useState<PromoVideo | undefined>(undefined)
  // Once opened, the player stays in the page, closed, as it would have been from the start.
  const [wasOpened, setWasOpened] = useState(false)
  const shown = videos.filter((video) => video.video).slice(0, promoVideosShown)

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Videos</h2>
      <Grid>
        {shown.map((video) => (
          <li key={video._key} {...editable(homePage, ['promoVideos', { _key: video._key }])}>
            <PromoVideoTile
              video={video}
              onPrepare={ModalDialog.prefetch}
              onOpen={() =>
                // The player opens once its code has arrived, with the tile still focused.
                startTransition(() => {
                  setOpened(video)
                  setWasOpened(true)
                })
              }
            />
          </li>
        ))}
      </Grid>
      <Suspense fallback={null}>
        {wasOpened && (
          <ModalDialog
            open={opened !== undefined}
            title={opened?.title ?? ''}
            onClose={() => setOpened(undefined)}
          >
            {opened?.video && (
              <Player src={fileUrl(opened.video.url)} controls autoPlay playsInline loop muted />
            )}
          </ModalDialog>
        )}
      </Suspense>
    </Section>
  )
}

const Section = styled.section`
  ${belowTheFirstScreen('30rem')}
  margin-top: ${({ theme }) => theme.space.xxxl};

  > h2 {
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    text-align: center;
    color: ${({ theme }) => theme.colors.navy};
  }
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Player = styled.video`
  display: block;
  width: 100%;
  max-height: calc(100dvh - 8rem);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #000;
`
