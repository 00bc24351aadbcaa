// Unit tests run code that validates with the document schemas after an editor would have loaded
// them (sdk-core's loadSchema: the schemas and zod load on demand in browsers). Load them first,
// both from the sources (sdk-core's own tests) and from the build (the packages above it).
import { loadSchema as loadFromSources } from '../packages/sdk-core/src/schema/loader';
// @ts-expect-error the built module has no types next to this file; it is the one packages import
import { loadSchema as loadFromBuild } from '../packages/sdk-core/dist/model/index.js';

await Promise.all([loadFromSources(), loadFromBuild()]);
