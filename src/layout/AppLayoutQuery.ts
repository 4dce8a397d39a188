import { graphql } from 'relay-runtime';

// Everything the layout shows about the viewer and the selected account: the header, the sidebar's
// navigation, the command palette and the theme read their fragments from this one query.
export const AppLayoutQuery = graphql`
  query AppLayoutQuery($accountId: ID!, $hasAccount: Boolean!) {
    me {
      ... on User @alias(as: "user") {
        userColorModeSetting
        ...UserMenu_viewer
        ...AccountSwitcher_viewer
      }
    }
    account(id: $accountId) @include(if: $hasAccount) {
      ...UserMenu_account
      ...accountNavigation_account
      ...SettingsSidebar_account
    }
  }
`;
