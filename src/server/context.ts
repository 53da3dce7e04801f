import type { PublishSite } from './clinic-settings/publish-site';
import type { Session } from './auth/tokens';
import type { AppConfig } from './config';
import type { Database, DatabaseSource } from './db/database';
import type { Providers } from './providers';

/** What the hosting adapter (local server, Netlify function, tests) hands the API. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseSource;
  /** The caller's address as the host reports it, used for rate limits. */
  clientIp: (request: Request, env: unknown) => string;
  /** Payments, phone auth and meetings: real adapters or the local simulators. */
  providers: Providers;
  /** Sends queued notifications now (the host's dispatcher); absent, they wait for the timer or schedule. */
  sendNotificationsSoon?: () => Promise<void>;
  /** Rebuilds the public pages after the clinic's details change (Netlify's build hook, the local server's own build). */
  publishSite?: PublishSite;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Database;
    auth?: Session;
  };
}
