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

// Phones open the WhatsApp app through api.whatsapp.com; desktops go straight to WhatsApp Web.
export function whatsAppSendUrl({ phoneNumber, text, onPhone }: WhatsAppMessage): string {
  const host = onPhone ? 'https://api.whatsapp.com' : 'https://web.whatsapp.com'
  return `${host}/send?phone=${encodeURIComponent(phoneNumber)}&text=${encodeURIComponent(text)}`
}
