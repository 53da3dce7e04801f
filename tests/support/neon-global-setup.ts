import type { TestProject } from 'vitest/node';
import setupPostgres from './postgres-global-setup';
import { startWsTcpProxy } from './ws-tcp-proxy';

declare module 'vitest' {
  export interface ProvidedContext {
    wsProxyPort: number;
  }
}

/** The PostgreSQL template database, plus the WebSocket-to-TCP proxy Neon's driver talks through. */
export default async function setup(project: TestProject) {
  const teardownPostgres = await setupPostgres(project);
  const proxy = await startWsTcpProxy();
  project.provide('wsProxyPort', proxy.port);
  return async () => {
    await proxy.close();
    await teardownPostgres();
  };
}
