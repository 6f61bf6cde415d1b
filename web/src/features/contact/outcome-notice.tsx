import { Notice } from './contact-form-styles'
import type { SubmitOutcome } from './submit-outcome'

type OutcomeNoticeProps = {
  outcome: SubmitOutcome | undefined
  customerServiceEmail: string | undefined
}

/** What came of sending: thanks as a status, a problem as an alert (both regions always there). */
export function OutcomeNotice({ outcome, customerServiceEmail }: OutcomeNoticeProps) {
  return (
    <>
      <div role="status">
        {outcome?.kind === 'created' && <Notice $tone="success">{outcome.message}</Notice>}
      </div>
      <div role="alert">
        {outcome && outcome.kind !== 'created' && (
          <Notice $tone="error">
            {outcome.message}
            {outcome.kind === 'failed' && customerServiceEmail && (
              <>
                {' '}
                También puedes escribirnos a{' '}
                <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>.
              </>
            )}
          </Notice>
        )}
      </div>
    </>
  )
}
