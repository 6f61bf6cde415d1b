import type { MouseEvent, ReactNode } from 'react'
import { Box, Card, Stack, Text } from '@sanity/ui'
import { styled } from 'styled-components'
import { isNoneFigure, type Figure, type Week } from './summary'

/** Where a figure's requests open: the address, and a click that stays in the Studio. */
export type OpenRequests = {
  href: (figure: Figure) => string | undefined
  onClick: (event: MouseEvent, figure: Figure) => void
}

const requestsWord = (count: number) => (count === 1 ? '1 solicitud' : `${count} solicitudes`)

const percent = new Intl.NumberFormat('es-CO', { style: 'percent', maximumFractionDigits: 1 })

// Bars in the link colour of the Studio's theme («none» muted); a focused bar gets the focus ring's
// colour.
const Bar = styled.a`
  cursor: pointer;
  & rect.bar {
    fill: var(--card-link-fg-color, #2276fc);
  }
  & rect.bar.none {
    fill: var(--card-muted-fg-color, #6e7683);
  }
  &:hover rect.bar {
    opacity: 0.8;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible rect.bar {
    stroke: var(--card-focus-ring-color, #2276fc);
    stroke-width: 3px;
    opacity: 0.8;
  }
  & text {
    fill: var(--card-fg-color, #101112);
    font: inherit;
  }
`

const Axis = styled.g`
  & line {
    stroke: var(--card-border-color, #d8dbe0);
  }
  & text {
    fill: var(--card-muted-fg-color, #6e7683);
  }
`

/** The «N más» cut of a long breakdown: the chart shows the first, the table all. */
const CHART_ROWS = 10

const shortLabel = (label: string) => (label.length > 30 ? `${label.slice(0, 29)}…` : label)

/**
 * A breakdown as horizontal bars, the most first, each bar a link to its requests (a named link,
 * reachable with the keyboard), and under it the same figures as a table.
 */
export function BarChart(props: {
  title: string
  figures: Figure[]
  total: number
  open: OpenRequests
  note?: ReactNode
}) {
  const { figures, open } = props
  const shown = figures.slice(0, CHART_ROWS)
  const max = Math.max(1, ...shown.map(({ count }) => count))
  const rowHeight = 28
  const labelWidth = 230
  const barsWidth = 300
  const width = labelWidth + barsWidth + 60
  return (
    <Section title={props.title} note={props.note}>
      {figures.length === 0 ? (
        <Text muted size={1}>
          Ninguna solicitud en estas fechas.
        </Text>
      ) : (
        <svg
          viewBox={`0 0 ${width} ${shown.length * rowHeight}`}
          width="100%"
          role="group"
          aria-label={`Gráfico: ${props.title.toLowerCase()}`}
          style={{ fontSize: 13, maxWidth: width * 1.4 }}
        >
          {shown.map((figure, index) => {
            const y = index * rowHeight
            const length = Math.max(2, (figure.count / max) * barsWidth)
            const name = `${figure.label}: ${requestsWord(figure.count)}`
            const href = open.href(figure)
            return (
              <Bar
                key={figure.key}
                {...(href && { href, onClick: (event: MouseEvent) => open.onClick(event, figure) })}
                aria-label={name}
                data-figure={figure.label}
              >
                <title>{name}</title>
                <text x={labelWidth - 8} y={y + rowHeight / 2 + 4} textAnchor="end">
                  {shortLabel(figure.label)}
                </text>
                <rect
                  className={isNoneFigure(figure) ? 'bar none' : 'bar'}
                  x={labelWidth}
                  y={y + 5}
                  width={length}
                  height={rowHeight - 10}
                  rx={2}
                />
                <text x={labelWidth + length + 6} y={y + rowHeight / 2 + 4}>
                  {figure.count}
                </text>
              </Bar>
            )
          })}
        </svg>
      )}
      {figures.length > CHART_ROWS && (
        <Text muted size={1}>
          El gráfico muestra los {CHART_ROWS} primeros; la tabla, los {figures.length}.
        </Text>
      )}
      <FigureTable title={props.title} figures={figures} total={props.total} open={open} />
    </Section>
  )
}

/** Requests per week as columns, each a link to that week's requests, and the table under it. */
export function WeekChart(props: { weeks: Week[]; total: number; open: OpenRequests }) {
  const { weeks, open } = props
  const ticks = ticksFor(Math.max(...weeks.map(({ count }) => count)))
  const top = ticks.at(-1)!
  const height = 200
  const left = 36
  const step = Math.max(8, Math.min(48, 900 / Math.max(1, weeks.length)))
  const width = left + weeks.length * step + 8
  const every = Math.ceil(weeks.length / 12)
  const y = (count: number) => 10 + height - (count / top) * height
  return (
    <Section
      title="Por semana"
      note="De lunes a domingo; la primera y la última, solo los días elegidos."
    >
      <svg
        viewBox={`0 0 ${width} ${height + 48}`}
        width="100%"
        role="group"
        aria-label="Gráfico: solicitudes por semana"
        style={{ fontSize: 11, maxHeight: 320 }}
      >
        <Axis aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width} y1={y(tick)} y2={y(tick)} />
              <text x={left - 6} y={y(tick) + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, index) =>
            index % every === 0 ? (
              <text
                key={week.key}
                x={left + index * step + step / 2}
                y={height + 30}
                textAnchor="middle"
              >
                {week.label.split(' – ')[0]}
              </text>
            ) : null,
          )}
        </Axis>
        {weeks.map((week, index) => {
          const name = `Semana del ${week.label}: ${requestsWord(week.count)}`
          return (
            <Bar
              key={week.key}
              href={open.href(week)}
              onClick={(event: MouseEvent) => open.onClick(event, week)}
              aria-label={name}
            >
              <title>{name}</title>
              {/* The whole column is the target, however few requests the week has. */}
              <rect
                x={left + index * step}
                y={y(top)}
                width={step}
                height={height}
                fill="transparent"
              />
              <rect
                className="bar"
                x={left + index * step + step * 0.15}
                y={y(week.count)}
                width={step * 0.7}
                height={Math.max(week.count > 0 ? 1 : 0, y(0) - y(week.count))}
                rx={1}
              />
            </Bar>
          )
        })}
      </svg>
      <FigureTable
        title="Por semana"
        figures={weeks.map((week) => ({ ...week, label: `Semana del ${week.label}` }))}
        total={props.total}
        open={open}
      />
    </Section>
  )
}

/** Axis ticks at a round step, at most five: 25 → 0, 10, 20, 30; 7 → 0, 2, 4, 6, 8. */
function ticksFor(max: number): number[] {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(1, max)))
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => max / candidate <= 4) ??
    10 * magnitude
  const top = Math.max(step, Math.ceil(max / step) * step)
  return Array.from({ length: top / step + 1 }, (_, index) => index * step)
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  & th,
  & td {
    padding: 4px 8px;
    border-bottom: 1px solid var(--card-border-color, #d8dbe0);
    text-align: left;
    font-weight: normal;
  }
  & thead th {
    font-weight: 600;
  }
  & td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & a {
    color: var(--card-link-fg-color, #2276fc);
  }
`

const Toggle = styled.summary`
  cursor: pointer;
  width: max-content;
  font-size: 0.8125rem;
  color: var(--card-muted-fg-color, #6e7683);
`

/** The figures of a chart as a table: what, how many (a link to them) and their share. */
function FigureTable(props: {
  title: string
  figures: Figure[]
  total: number
  open: OpenRequests
}) {
  const { figures, open } = props
  return (
    <details>
      <Toggle>
        Ver la tabla ({figures.length} {figures.length === 1 ? 'fila' : 'filas'})
      </Toggle>
      <Box marginTop={2}>
        <Table>
          <caption style={{ position: 'absolute', left: -10_000 }}>{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">
                {props.title.replace(/^Por /, '').replace(/^\w/, (c) => c.toUpperCase())}
              </th>
              <th scope="col">Solicitudes</th>
              <th scope="col">Parte</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((figure) => {
              const href = open.href(figure)
              return (
                <tr key={figure.key}>
                  <th scope="row">
                    {href ? (
                      <a href={href} onClick={(event) => open.onClick(event, figure)}>
                        {figure.label}
                      </a>
                    ) : (
                      figure.label
                    )}
                  </th>
                  <td>{figure.count}</td>
                  <td>{props.total ? percent.format(figure.count / props.total) : '—'}</td>
                </tr>
              )
            })}
          </tbody>
        </Table>
      </Box>
    </details>
  )
}

export function Section(props: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Card padding={4} radius={2} border as="section" aria-label={props.title}>
      <Stack gap={3}>
        <Text as="h2" weight="semibold" size={2}>
          {props.title}
        </Text>
        {props.note && (
          <Text muted size={1}>
            {props.note}
          </Text>
        )}
        {props.children}
      </Stack>
    </Card>
  )
}
