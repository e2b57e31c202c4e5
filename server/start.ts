/**
 * `npm start` (after `npm run build`), `npm run serve` and the image: see
 * server/production-server.ts. The process first gets the server's memory settings
 * (memory-settings.ts), starting itself again with them when it was started without.
 */
import { startWithMemorySettings } from './memory-settings.ts'

startWithMemorySettings(import.meta.url)
// React picks its production or development build when first imported, so this comes first.
process.env.NODE_ENV ??= 'production'
await import('./production-server.ts')
