// The accounts area's control resolvers live in server/accounts/.
export { accountsResolvers } from '../../../accounts/graphql';
