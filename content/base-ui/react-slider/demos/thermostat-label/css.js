import { Slider } from '@mui/base/Slider';
import './thermostat-label.css';

export default function ThermostatLabelCss() {
  return (
    <Slider
      className="thermostat-slider"
      aria-label="Target temperature"
      defaultValue={21}
      min={16}
      max={28}
      step={0.5}
      shiftStep={2}
      valueLabelFormat={(value) => `${value} °C`}
      getAriaValueText={(value) => `${value} degrees Celsius`}
      slots={{ valueLabel: 'span' }}
      slotProps={{ valueLabel: { 'aria-hidden': true } }}
    />
  );
}
