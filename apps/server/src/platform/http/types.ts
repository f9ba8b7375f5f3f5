import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import type { EventBus } from '../realtime/bus';
import type { Captcha } from '../captcha/captcha';
import type { FileStorage } from '../storage/storage';
import type { FrontDoor } from './front-door';

/** What every feature plugin receives: the database, configuration and platform services. */
export type Platform = {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  captcha: Captcha;
  storage: FileStorage;
  /** Where immutable files and cached public reads are answered before Fastify (ADR 0110). */
  frontDoor: FrontDoor;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type FeaturePlugin = (app: App, platform: Platform) => Promise<void> | void;
