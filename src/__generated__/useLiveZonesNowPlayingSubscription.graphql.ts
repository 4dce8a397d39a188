/**
 * @generated SignedSource<<7a88c35c90d057f0b89d6646a6615d2c>>
 * @relayHash 4c0338603ff60c2ac94ac1ea78153a21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0afa63474d56915500757692543e0b1b066b226bbb8f449a5ffa9ffee7f1b74

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLiveZonesNowPlayingSubscription$variables = {
  soundZone: string;
};
export type useLiveZonesNowPlayingSubscription$data = {
  readonly nowPlayingUpdate: {
    readonly nowPlaying: {
      readonly " $fragmentSpreads": FragmentRefs<"NowPlayingLine_nowPlaying">;
    };
  };
};
export type useLiveZonesNowPlayingSubscription = {
  response: useLiveZonesNowPlayingSubscription$data;
  variables: useLiveZonesNowPlayingSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "soundZone"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "soundZone",
        "variableName": "soundZone"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveZonesNowPlayingSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NowPlayingUpdatePayload",
        "kind": "LinkedField",
        "name": "nowPlayingUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NowPlaying",
            "kind": "LinkedField",
            "name": "nowPlaying",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NowPlayingLine_nowPlaying"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveZonesNowPlayingSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NowPlayingUpdatePayload",
        "kind": "LinkedField",
        "name": "nowPlayingUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NowPlaying",
            "kind": "LinkedField",
            "name": "nowPlaying",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Track",
                "kind": "LinkedField",
                "name": "track",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Artist",
                    "kind": "LinkedField",
                    "name": "artists",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Display",
                    "kind": "LinkedField",
                    "name": "display",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Colors",
                        "kind": "LinkedField",
                        "name": "colors",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Color",
                            "kind": "LinkedField",
                            "name": "primary",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "hex",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Image",
                        "kind": "LinkedField",
                        "name": "image",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "url",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "placeholder",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c0afa63474d56915500757692543e0b1b066b226bbb8f449a5ffa9ffee7f1b74",
    "metadata": {},
    "name": "useLiveZonesNowPlayingSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "35d50edef8451a26964a745044ccc668";

export default node;
