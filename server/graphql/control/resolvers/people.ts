// The people area's resolvers live in server/people/resolvers.ts.
export { peopleResolvers } from '../../../people/resolvers';
