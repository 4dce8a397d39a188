// Creating a station (core.md 2 'Create'), shared by the three station pages: the station is added to
// the account's library and the page moves on to it at /discover/music/{id}.
import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CreateStationInput, useCreateStationMutation } from '../../__generated__/useCreateStationMutation.graphql';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { musicPath } from '../music/musicQueries';

const mutation = graphql`
  mutation useCreateStationMutation($input: CreateStationInput!) {
    createStation(input: $input) {
      playlist {
        id
        name
        presentAs
      }
    }
  }
`;

/** Creates the station and opens it; a failure rejects for the form to show. */
export function useCreateStation(): (input: CreateStationInput) => Promise<void> {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  return useCallback(
    async (input) => {
      const { createStation } = await commitMutationAsync<useCreateStationMutation>(environment, mutation, { input });
      await navigate(musicPath(createStation.playlist.id));
    },
    [environment, navigate],
  );
}
