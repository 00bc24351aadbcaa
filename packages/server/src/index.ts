// The pieces of a Fastify server the API and the sign-on site share: one JSON body parser and
// one pair of zod schema compilers.
export { refuseDeepJson } from './json-body.ts';
export {
  serializerCompiler,
  validatorCompiler,
  type ValidatorOptions,
} from './schema-compilers.ts';
