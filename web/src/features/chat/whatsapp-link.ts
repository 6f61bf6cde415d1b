const phoneUserAgent =
  /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|Windows Phone|BlackBerry/i

export function isPhoneUserAgent(userAgent: string): boolean {
  return phoneUserAgent.test(userAgent)
}

type WhatsAppMessage = {
  phoneNumber: string
  text: string
  onPhone: boolean
}

/**
 * Where the chat's form sends before the app runs, or without JavaScript: api.whatsapp.com opens
 * the app on a phone and offers WhatsApp Web on a desktop.
 */
export const whatsAppSendAddress = 'https://api.whatsapp.com/send'

// Phones open the WhatsApp app through api.whatsapp.com; desktops go straight to WhatsApp Web.
export function whatsAppSendUrl({ phoneNumber, text, onPhone }: WhatsAppMessage): string {
  const address = onPhone ? whatsAppSendAddress : 'https://web.whatsapp.com/send'
  return `${address}?phone=${encodeURIComponent(phoneNumber)}&text=${encodeURIComponent(text)}`
}
