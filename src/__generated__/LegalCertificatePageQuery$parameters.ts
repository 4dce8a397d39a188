/**
 * @generated SignedSource<<57a14e3746709c6cf6fceca1f551a0cd>>
 * @relayHash b7c87de903c029d0c88b7c6c61d4bc67
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c14c87cbc8b2efbbe4083975e9d6af6ad3ec49702e3d0d923f68db27d62dc83f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LegalCertificatePageQuery } from './LegalCertificatePageQuery.graphql';

const node: PreloadableConcreteRequest<LegalCertificatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c14c87cbc8b2efbbe4083975e9d6af6ad3ec49702e3d0d923f68db27d62dc83f",
    "metadata": {},
    "name": "LegalCertificatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
