import { FIELD_CLASS } from './form-styles';

/**
 * A city: chosen from the country's list when there is one (a city saved before that the list
 * does not name stays choosable), typed in when there is none. The profile and the clan chief
 * application both ask for one this way.
 */
export function CityField({
  id,
  value,
  cities,
  chooseLabel,
  onChoose,
  onType,
  aria,
  disabled,
  maxLength,
}: {
  id: string;
  value: string;
  /** The country's cities; null or empty: the city is typed. */
  cities: readonly string[] | null;
  chooseLabel: string;
  onChoose: (city: string) => void;
  onType: (city: string) => void;
  aria: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  disabled?: boolean;
  maxLength?: number;
}) {
  if (cities && cities.length > 0) {
    return (
      <select
        id={id}
        value={value}
        onChange={(event) => onChoose(event.target.value)}
        className={FIELD_CLASS}
        {...aria}
      >
        <option value="" disabled>
          {chooseLabel}
        </option>
        {value && !cities.includes(value) && <option value={value}>{value}</option>}
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      id={id}
      type="text"
      autoComplete="address-level2"
      maxLength={maxLength}
      value={value}
      disabled={disabled}
      onChange={(event) => onType(event.target.value)}
      className={FIELD_CLASS}
      {...aria}
    />
  );
}
