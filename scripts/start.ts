/** `npm start` (after `npm run build`): see scripts/lib/production-server.ts. */
// React picks its production or development build when first imported, so this comes first.
process.env.NODE_ENV ??= 'production'
await import('./lib/production-server.ts')

export {}
