import { useEffect, useMemo, useState, type MouseEvent } from 'react'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { Card, Container, Flex, Grid, Heading, Spinner, Stack, Text } from '@sanity/ui'
import { useClient, useWorkspace, type Tool } from 'sanity'
import { useRouter } from 'sanity/router'
import { apiVersion } from '../env'
import { DateField, daysAgo, useRememberedDate } from './date-range'
import { exportRange } from './export-rows'
import { filteredListPath } from './request-filter'
import { BarChart, WeekChart, type OpenRequests } from './summary-charts'
import { formatDuration, summarize, summaryQuery, type Figure, type Summary } from './summary'

type Loaded = { state: 'loading' | 'ready' | 'failed'; summary: Summary | undefined }

/**
 * The summary of the chosen range, read again whenever the range changes; the previous one stays
 * on screen while the next is counted.
 */
function useSummary(from: string, to: string, valid: boolean): Loaded {
  const client = useClient({ apiVersion })
  const range = `${from}/${to}`
  const [read, setRead] = useState<{ range: string; summary?: Summary; failed?: true }>()
  useEffect(() => {
    if (!valid) return
    let current = true
    client
      .fetch(summaryQuery, exportRange(from, to), { perspective: 'published', tag: 'resumen' })
      .then(
        (input) => {
          if (current) setRead({ range, summary: summarize(input, { desde: from, hasta: to }) })
        },
        () => {
          if (current) setRead({ range, failed: true })
        },
      )
    return () => {
      current = false
    }
  }, [client, from, to, range, valid])
  const state = read?.range !== range ? 'loading' : read.failed ? 'failed' : 'ready'
  return { state, summary: read?.summary }
}

/** Links to the desk's «Solicitudes filtradas», opened by the Studio's router (no reload). */
function useOpenRequests(): OpenRequests {
  const { navigateUrl } = useRouter()
  const { basePath } = useWorkspace()
  return useMemo(() => {
    const base = basePath.replace(/\/$/, '')
    const href = (figure: Figure) => figure.filter && `${base}${filteredListPath(figure.filter)}`
    return {
      href,
      onClick: (event: MouseEvent, figure: Figure) => {
        const path = href(figure)
        // A new tab or window (a modified or middle click) opens as the browser does.
        if (!path || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        navigateUrl({ path })
      },
    }
  }, [basePath, navigateUrl])
}

/**
 * «Resumen»: how many contact requests arrived between two dates, by week, product, catalogue,
 * place, source and campaign, and how sales are keeping up (still «Nuevo», the median time to
 * «Atendido»). Every figure opens the list of its requests.
 */
function ContactRequestsSummary() {
  const [from, setFrom] = useRememberedDate('rehoboth:summary-from', () => daysAgo(182))
  const [to, setTo] = useRememberedDate('rehoboth:summary-to', () => daysAgo(0))
  const valid = Boolean(from && to && from <= to)
  const loaded = useSummary(from, to, valid)
  const open = useOpenRequests()
  const summary = loaded.summary

  return (
    <Container width={5} padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={2}>
          Resumen de solicitudes de contacto
        </Heading>
        <Text muted>
          Cuántas solicitudes llegaron entre dos fechas (incluidas, hora de Colombia) y por dónde.
          Haz clic en una barra o una cifra para ver esas solicitudes.
        </Text>
        <Flex gap={3} wrap="wrap" align="flex-end">
          <DateField id="summary-from" label="Desde" value={from} onChange={setFrom} />
          <DateField id="summary-to" label="Hasta" value={to} onChange={setTo} />
          <div role="status">
            {!valid ? (
              <Text size={1}>La fecha «Desde» debe ser anterior o igual a «Hasta».</Text>
            ) : loaded.state === 'loading' ? (
              <Flex gap={2} align="center">
                <Spinner muted />
                <Text size={1} muted>
                  Contando…
                </Text>
              </Flex>
            ) : loaded.state === 'failed' ? (
              <Text size={1}>No se pudo leer las solicitudes. Inténtalo de nuevo.</Text>
            ) : null}
          </div>
        </Flex>
        {summary && valid && <SummaryView summary={summary} open={open} />}
      </Stack>
    </Container>
  )
}

function SummaryView({ summary, open }: { summary: Summary; open: OpenRequests }) {
  const [nuevo, enProceso, atendido] = summary.statuses
  return (
    <Stack gap={4}>
      <Grid gridTemplateColumns={[1, 2, 5]} gap={3}>
        <KeyFigure label="Solicitudes" value={String(summary.total)} />
        {[nuevo, enProceso, atendido].map(
          (figure) =>
            figure && (
              <KeyFigure
                key={figure.key}
                label={figure.label === 'Nuevo' ? 'Siguen en «Nuevo»' : figure.label}
                value={String(figure.count)}
                figure={figure}
                open={open}
              />
            ),
        )}
        <KeyFigure
          label="De «Nuevo» a «Atendido» (mediana)"
          value={
            summary.attended.medianMs === undefined
              ? '—'
              : formatDuration(summary.attended.medianMs)
          }
          detail={
            summary.attended.measured === 1
              ? 'Sobre 1 solicitud atendida con fecha.'
              : `Sobre ${summary.attended.measured} solicitudes atendidas con fecha.`
          }
        />
      </Grid>
      <WeekChart weeks={summary.weeks} total={summary.total} open={open} />
      <Grid gridTemplateColumns={[1, 1, 2]} gap={4}>
        <BarChart
          title="Por producto"
          figures={summary.products}
          total={summary.total}
          open={open}
        />
        <BarChart
          title="Por catálogo"
          figures={summary.catalogues}
          total={summary.total}
          open={open}
          note="El catálogo del producto por el que preguntó."
        />
        <BarChart
          title="Por fuente"
          figures={summary.sources}
          total={summary.total}
          open={open}
          note="La etiqueta utm_source del enlace; sin ella, el sitio desde donde llegó; sin ninguno, «Directo»."
        />
        <BarChart
          title="Por campaña"
          figures={summary.campaigns}
          total={summary.total}
          open={open}
          note="La etiqueta utm_campaign del enlace con que empezó la visita."
        />
        <BarChart title="Por país" figures={summary.countries} total={summary.total} open={open} />
        <BarChart
          title="Por departamento o estado"
          figures={summary.states}
          total={summary.total}
          open={open}
        />
      </Grid>
      <BarChart
        title="Por estado"
        figures={summary.statuses}
        total={summary.total}
        open={open}
        note="El estado que tienen hoy las solicitudes recibidas en esas fechas."
      />
    </Stack>
  )
}

function KeyFigure(props: {
  label: string
  value: string
  detail?: string
  figure?: Figure
  open?: OpenRequests
}) {
  const href = props.figure && props.open?.href(props.figure)
  return (
    <Card padding={4} radius={2} border as="section" aria-label={props.label}>
      <Stack gap={3}>
        <Text size={1} muted>
          {props.label}
        </Text>
        <Text size={4} weight="semibold">
          {href && props.figure && props.open ? (
            <a
              href={href}
              onClick={(event) => props.open!.onClick(event, props.figure!)}
              aria-label={`${props.label}: ${props.value}`}
            >
              {props.value}
            </a>
          ) : (
            props.value
          )}
        </Text>
        {props.detail && (
          <Text size={1} muted>
            {props.detail}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

export const contactRequestsSummaryTool: Tool = {
  name: 'resumen-solicitudes',
  title: 'Resumen',
  icon: BarChartIcon,
  component: ContactRequestsSummary,
}
