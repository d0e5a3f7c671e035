import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  preview: { port: Number(process.env.WEB_PORT ?? 3000) },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    css: false,
  },
});
