// Importing the parsed environment here makes a bad value stop `next build` and `next start`.
import { env } from './lib/env.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A self-contained server in .next/standalone for Node hosts; Vercel ignores it.
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  env: {},
}

void env
export default nextConfig
