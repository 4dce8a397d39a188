// Feature flags and feedback: see server/engagement/.
export { engagementResolvers } from '../../../engagement/resolvers';
