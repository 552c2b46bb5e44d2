import type { ControlProps } from '../ui/field';
import { Input } from '../ui/field';
import { Select } from '../ui/select-field';

/**
 * A city: chosen from the country's list when there is one (a city saved before that the list
 * does not name stays choosable), typed in when there is none. The profile and the clan chief
 * application both ask for one this way; it goes in a Field, which names and describes it.
 */
export function CityField({
  control,
  value,
  cities,
  chooseLabel,
  onChoose,
  onType,
  disabled,
  maxLength,
}: {
  control: ControlProps;
  value: string;
  /** The country's cities; null or empty: the city is typed. */
  cities: readonly string[] | null;
  chooseLabel: string;
  onChoose: (city: string) => void;
  onType: (city: string) => void;
  disabled?: boolean;
  maxLength?: number;
}) {
  if (cities && cities.length > 0) {
    return (
      <Select {...control} value={value} onChange={(event) => onChoose(event.target.value)}>
        <option value="" disabled>
          {chooseLabel}
        </option>
        {value && !cities.includes(value) && <option value={value}>{value}</option>}
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </Select>
    );
  }
  return (
    <Input
      {...control}
      autoComplete="address-level2"
      maxLength={maxLength}
      value={value}
      disabled={disabled}
      onChange={(event) => onType(event.target.value)}
    />
  );
}
