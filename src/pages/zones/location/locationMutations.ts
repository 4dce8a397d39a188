// Location edit's changes (core.md 7 'Locations', 'Sound zones'): the location's fields (locationUpdate)
// and a zone's name (soundZoneUpdate). The answers update the store, so the location page shows them.
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { LocationUpdateInput, locationMutationsUpdateMutation } from '../../../__generated__/locationMutationsUpdateMutation.graphql';
import type { locationMutationsRenameZoneMutation } from '../../../__generated__/locationMutationsRenameZoneMutation.graphql';
import { commitMutationAsync } from '../../../relay/commitMutationAsync';

const updateMutation = graphql`
  mutation locationMutationsUpdateMutation($input: LocationUpdateInput!) {
    locationUpdate(input: $input) {
      location {
        id
        name
        timezone
        physicalAddress {
          address
          postalCode
          city
          state
          country
        }
      }
    }
  }
`;

const renameMutation = graphql`
  mutation locationMutationsRenameZoneMutation($input: SoundZoneUpdateInput!) {
    soundZoneUpdate(input: $input) {
      soundZone {
        id
        name
      }
    }
  }
`;

export async function updateLocation(environment: IEnvironment, input: LocationUpdateInput): Promise<void> {
  await commitMutationAsync<locationMutationsUpdateMutation>(environment, updateMutation, { input });
}

export async function renameZone(environment: IEnvironment, soundZone: string, name: string): Promise<void> {
  await commitMutationAsync<locationMutationsRenameZoneMutation>(environment, renameMutation, { input: { soundZone, name } });
}
