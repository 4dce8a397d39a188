// The zone's volume: 0 to 16 on the API, shown and set at a resolution of 100 (core.md 9). The slider
// follows the hand while dragged and sends the volume once, when let go.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { VOLUME_RESOLUTION, volumeToShown } from '../../domain/playbackControl';
import { VolumeIcon } from './icons';
import './VolumeSlider.css';

export interface VolumeSliderProps {
  /** The API's volume, 0 to 16. */
  volume: number;
  /** Called with the shown volume, 0 to 100, when the user lets go. */
  onChange: (shown: number) => void;
  isDisabled?: boolean;
  describedBy?: string;
}

export function VolumeSlider({ volume, onChange, isDisabled, describedBy }: VolumeSliderProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <Slider
      className="volume-slider"
      minValue={0}
      maxValue={VOLUME_RESOLUTION}
      step={1}
      value={dragged ?? volumeToShown(volume)}
      onChange={setDragged}
      onChangeEnd={(shown) => {
        setDragged(null);
        onChange(shown);
      }}
      isDisabled={isDisabled}
      aria-describedby={describedBy}
    >
      <Label className="volume-slider__label">
        <VolumeIcon size={18} />
        <span>{t('playback.volume')}</span>
      </Label>
      <SliderOutput className="volume-slider__output" />
      <SliderTrack className="volume-slider__track">
        {({ state }) => (
          <>
            <span className="volume-slider__fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="volume-slider__thumb" />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
