import { Button, Flex, Text } from '@sanity/ui'
import { isObjectInputProps, unset, type InputProps } from 'sanity'
import { cancelUploadGoingOnAlone, uploadGoingOnAlone } from './lasting-uploads'

/**
 * «Cancelar» above a picture or file whose upload went on while the editor was in another tab
 * (lasting-uploads.ts): Sanity shows that upload's progress with no way to stop it. Every other
 * input is drawn as Sanity draws it.
 */
export function LoneUploadCancel(props: InputProps) {
  if (!isObjectInputProps(props)) return props.renderDefault(props)
  const startedAt = uploadGoingOnAlone(props.value)
  if (!startedAt) return props.renderDefault(props)
  const fileName = (props.value as { _upload?: { file?: { name?: unknown } } } | undefined)?._upload
    ?.file?.name
  const cancel = () => {
    cancelUploadGoingOnAlone(startedAt)
    props.onChange(unset(['_upload']))
  }
  return (
    <Flex direction="column" gap={3}>
      <Flex align="center" justify="space-between" gap={3}>
        <Text size={1} muted>
          {typeof fileName === 'string' ? `«${fileName}»` : 'El archivo'} siguió subiendo mientras
          estabas en otra pestaña.
        </Text>
        <Button mode="ghost" tone="critical" text="Cancelar" onClick={cancel} />
      </Flex>
      {props.renderDefault(props)}
    </Flex>
  )
}
