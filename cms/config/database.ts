import path from 'path';
import type { Core } from '@strapi/strapi';

// SQLite is the embedded default; PostgreSQL is selected with DATABASE_CLIENT=postgres.
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', 'localhost'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', 'strapi'),
          ssl: env.bool('DATABASE_SSL', false),
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(env('DATABASE_FILENAME', path.join(__dirname, '..', '..', '.tmp', 'data.db'))),
      },
      useNullAsDefault: true,
      // What is deleted is overwritten in the file, on every connection (src/bootstrap/sqlite.ts).
      pool: {
        afterCreate: (connection: unknown, done: (error?: Error, connection?: unknown) => void) => {
          (connection as { pragma: (statement: string) => unknown }).pragma('secure_delete = ON');
          done(undefined, connection);
        },
      },
    },
  };
};
