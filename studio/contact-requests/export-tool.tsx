import { useState } from 'react'
import { DownloadIcon } from '@sanity/icons/Download'
import { Box, Button, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui'
import { useClient, type Tool } from 'sanity'
import { apiVersion } from '../env'
import { DateField, daysAgo, useRememberedDate } from './date-range'
import { contactRequestsCsv, exportQuery, exportRange, type ExportedRequest } from './export-rows'

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  // Left out of the page: a click on a link in the page would reach the Studio's router.
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** «Exportar solicitudes»: the contact requests of a range of days as a CSV file for Excel. */
function ExportContactRequests() {
  const client = useClient({ apiVersion })
  const [from, setFrom] = useRememberedDate('rehoboth:export-from', () => daysAgo(6))
  const [to, setTo] = useRememberedDate('rehoboth:export-to', () => daysAgo(0))
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const wrongRange = !from || !to || from > to

  const exportRequests = async () => {
    setState({ busy: true })
    try {
      const requests = await client.fetch<ExportedRequest[]>(exportQuery, exportRange(from, to))
      download(`solicitudes-${from}-a-${to}.csv`, contactRequestsCsv(requests))
      setState({
        busy: false,
        message:
          requests.length === 1
            ? 'Se descargó 1 solicitud.'
            : `Se descargaron ${requests.length} solicitudes.`,
      })
    } catch {
      setState({ busy: false, message: 'No se pudo leer las solicitudes. Inténtalo de nuevo.' })
    }
  }

  return (
    <Container width={1} padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={2}>
          Exportar solicitudes de contacto
        </Heading>
        <Text muted>
          Descarga las solicitudes recibidas entre dos fechas (incluidas, hora de Colombia) como un
          archivo CSV que se abre en Excel.
        </Text>
        <Flex gap={3} wrap="wrap">
          <DateField id="export-from" label="Desde" value={from} onChange={setFrom} />
          <DateField id="export-to" label="Hasta" value={to} onChange={setTo} />
        </Flex>
        {wrongRange && <Text size={1}>La fecha «Desde» debe ser anterior o igual a «Hasta».</Text>}
        <Box>
          <Button
            icon={DownloadIcon}
            text="Descargar CSV"
            tone="primary"
            disabled={wrongRange || state.busy}
            loading={state.busy}
            onClick={exportRequests}
          />
        </Box>
        {state.message && (
          <div role="status">
            <Card padding={3} radius={2} tone="primary">
              <Text size={1}>{state.message}</Text>
            </Card>
          </div>
        )}
      </Stack>
    </Container>
  )
}

export const exportContactRequestsTool: Tool = {
  name: 'exportar-solicitudes',
  title: 'Exportar solicitudes',
  icon: DownloadIcon,
  component: ExportContactRequests,
}
