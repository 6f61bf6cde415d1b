/** The compiled inline scripts, served by compile-script.ts's Vite plugin. */
declare module 'virtual:page-boot/first-screen' {
  const script: string
  export default script
}
