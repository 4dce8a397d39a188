/**
 * @generated SignedSource<<6ab7e4928d1837a6adb54332586c5b3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutState = "COMPLETED" | "SETUP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type accountNavigation_account$data = {
  readonly checkoutState: CheckoutState;
  readonly distributor: {
    readonly id: string;
  } | null | undefined;
  readonly featureFlags: ReadonlyArray<string>;
  readonly guide: {
    readonly remainingTasks: number;
  };
  readonly id: string;
  readonly isRoyaltyFree: boolean;
  readonly paymentMethod: {
    readonly __typename: string;
  } | null | undefined;
  readonly restrictedDiscoverMusic: boolean;
  readonly roles: {
    readonly isPartner: boolean;
  };
  readonly trialExpiresAt: any | null | undefined;
  readonly unpaidZones: {
    readonly total: number;
  };
  readonly zones: {
    readonly total: number;
  };
  readonly " $fragmentType": "accountNavigation_account";
};
export type accountNavigation_account$key = {
  readonly " $data"?: accountNavigation_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"accountNavigation_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "accountNavigation_account",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRoyaltyFree",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "restrictedDiscoverMusic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "featureFlags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trialExpiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkoutState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountRoles",
      "kind": "LinkedField",
      "name": "roles",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPartner",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "paymentMethod",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Distributor",
      "kind": "LinkedField",
      "name": "distributor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SetupGuide",
      "kind": "LinkedField",
      "name": "guide",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remainingTasks",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "zones",
      "args": [
        (v1/*:: as any*/)
      ],
      "concreteType": "SoundZoneConnection",
      "kind": "LinkedField",
      "name": "soundZones",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": "soundZones(first:0)"
    },
    {
      "alias": "unpaidZones",
      "args": [
        {
          "kind": "Literal",
          "name": "filters",
          "value": [
            {
              "subscription": {
                "eq": "INACTIVE"
              }
            }
          ]
        },
        (v1/*:: as any*/)
      ],
      "concreteType": "SoundZoneConnection",
      "kind": "LinkedField",
      "name": "soundZones",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"INACTIVE\"}}],first:0)"
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "ac4c477ff1f1e385892a6ea5a54857f6";

export default node;
