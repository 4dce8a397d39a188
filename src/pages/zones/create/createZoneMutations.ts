// Creating a zone (core.md 7 'Locations', 'Sound zones'): in an existing location (soundZoneCreate), or
// with a new location as its first zone (locationCreate). Each resolves with the new zone's id.
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { createZoneMutationsLocationMutation, LocationCreateInput } from '../../../__generated__/createZoneMutationsLocationMutation.graphql';
import type { createZoneMutationsZoneMutation } from '../../../__generated__/createZoneMutationsZoneMutation.graphql';
import { commitMutationAsync } from '../../../relay/commitMutationAsync';

const zoneMutation = graphql`
  mutation createZoneMutationsZoneMutation($input: SoundZoneCreateInput!) {
    soundZoneCreate(input: $input) {
      soundZone {
        id
        name
      }
    }
  }
`;

const locationMutation = graphql`
  mutation createZoneMutationsLocationMutation($input: LocationCreateInput!) {
    locationCreate(input: $input) {
      location {
        id
        name
      }
      soundZone {
        id
        name
      }
    }
  }
`;

export async function createZoneIn(environment: IEnvironment, location: string, name: string): Promise<string> {
  const response = await commitMutationAsync<createZoneMutationsZoneMutation>(environment, zoneMutation, { input: { location, name } });
  return response.soundZoneCreate.soundZone.id;
}

export async function createZoneWithLocation(environment: IEnvironment, input: LocationCreateInput): Promise<string> {
  const response = await commitMutationAsync<createZoneMutationsLocationMutation>(environment, locationMutation, { input });
  return response.locationCreate.soundZone.id;
}
