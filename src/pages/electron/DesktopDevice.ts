import { graphql } from 'react-relay';

// A pairing code entered in the desktop shell: the computer becomes the zone's desktop device.
export const DesktopDevicePair = graphql`
  mutation DesktopDevicePairMutation($input: DevicePairInput!) {
    devicePair(input: $input) {
      token
      refreshToken
      device {
        id
      }
      soundZone {
        id
        name
      }
    }
  }
`;

// Unpair from the desktop shell (core.md 4 'Devices and pairing').
export const DesktopDeviceUnpair = graphql`
  mutation DesktopDeviceUnpairMutation($input: SoundZoneUnpairInput!) {
    soundZoneUnpair(input: $input) {
      soundZone {
        id
        isPaired
      }
    }
  }
`;

// Space in the shell: play and pause the paired zone.
export const DesktopDevicePlay = graphql`
  mutation DesktopDevicePlayMutation($input: PlayInput!) {
    play(input: $input) {
      playback {
        __typename
      }
    }
  }
`;

export const DesktopDevicePause = graphql`
  mutation DesktopDevicePauseMutation($input: PauseInput!) {
    pause(input: $input) {
      playback {
        __typename
      }
    }
  }
`;
