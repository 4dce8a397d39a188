// Stand-ins of third-party services, in the shape of the real ones, so that nothing leaves the machine.
import { defineHandlers } from '../handlers';
import { mailStandInHandlers } from '../../people/standIns/mail';
import { oauthStandInHandlers } from '../../people/standIns/oauth';
import { samlStandInHandlers } from '../../people/standIns/samlIdp';

export const standInsHandlers = defineHandlers({
  ...oauthStandInHandlers,
  ...samlStandInHandlers,
  ...mailStandInHandlers,
});
