/** Where the sales team works: every date and time in the Studio is read in Colombia's time. */
export const colombiaTimeZone = 'America/Bogota'

/**
 * A datetime field's options: shown and picked in Colombia's time whatever the editor's computer
 * says (a laptop left on another zone, a test browser in UTC), with no switch to another zone.
 */
export const colombianTime = { displayTimeZone: colombiaTimeZone, allowTimeZoneSwitch: false }
