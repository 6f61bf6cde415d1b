/**
 * The app-start script, a file of its own (../app-start-file.ts) that the first-screen script adds
 * to the page when the app is to start (app-start-trigger.ts).
 */
import { startApp } from './start-app.ts'

startApp()
