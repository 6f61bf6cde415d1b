/** The compiled inline scripts, served by web/vite/page-boot-scripts.ts. */
declare module 'virtual:page-boot/first-screen' {
  const script: string
  export default script
}
