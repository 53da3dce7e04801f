import type { PublicClinicDetails } from '../../i18n/clinic-details';
import type { AfterCommit } from './after-commit';
import type { AppConfig } from './config';
import type { Database, DatabaseSource } from './db/database';
import type { MedicinesSettler } from './medicines-settler';
import type { Providers } from './providers';
import type { Session } from './session';

/** Brings the pre-rendered public pages up to date with the clinic's details (issue 45): a host's own way. */
export type PublishSite = (details: PublicClinicDetails) => Promise<void>;

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
    /** Runs a use case's after-commit work (the edge's runner: http/after-commit-runner.ts). */
    afterCommit: (work: AfterCommit) => Promise<void>;
    /** Settles a captured medicines payment (the dispensary's, in `visit`): set at the edge, read by the webhook. */
    settleMedicines: MedicinesSettler;
  };
}
