// Unit tests run code that validates with the document schemas after an editor would have loaded
// them (sdk-core's loadSchema: the schemas and zod load on demand in browsers). Load them first,
// both from the sources (sdk-core's own tests) and from the build (the packages above it).
import { loadSchema as loadFromSources } from '../packages/sdk-core/src/schema/loader';
// The built module (the one the packages above sdk-core import); its .d.ts appears only after
// tsup's slower type build, so the type check must not depend on it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- present or not, per build stage
// @ts-ignore
import { loadSchema as loadFromBuild } from '../packages/sdk-core/dist/model/index.js';

await Promise.all([loadFromSources(), loadFromBuild()]);
