import { graphql } from 'relay-runtime';

// The refresh scheduler exchanges the refresh token (or an SSO/SAML token of type 'refresh') for a new
// token pair. expiresAt is not selected: the session reads the expiry from the JWT's exp (core.md 3).
export const RefreshLoginMutation = graphql`
  mutation RefreshLoginMutation($input: RefreshLoginInput!) {
    refreshLogin(input: $input) {
      token
      refreshToken
      supportChatHash
    }
  }
`;
