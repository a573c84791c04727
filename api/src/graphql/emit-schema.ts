import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAppSchema, printAppSchema } from './schema';

export const schemaFile = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

void buildAppSchema().then((schema) => {
  writeFileSync(schemaFile, printAppSchema(schema));
  console.info(`wrote ${schemaFile}`);
});
