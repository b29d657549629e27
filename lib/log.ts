// The app's import path for the structured logger, which lives in plain JavaScript (next-server/log.mjs)
// so that the cache handler can use it too.
export { log } from '../next-server/log.mjs'
