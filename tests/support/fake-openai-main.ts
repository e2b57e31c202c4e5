/** The fake OpenAI server as a process, for the browser tests (started by playwright.config.ts). */
import { startFakeOpenAi } from './fake-openai-server.ts'

const fake = await startFakeOpenAi(Number(process.env.FAKE_OPENAI_PORT ?? 3103))
console.log(`Fake OpenAI server on ${fake.baseURL}`)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
