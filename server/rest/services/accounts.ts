// The accounts area's REST operations live in server/accounts/.
export { accountsHandlers } from '../../accounts/handlers';
