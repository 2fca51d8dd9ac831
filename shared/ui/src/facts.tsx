import './components.css';

export interface Fact {
  label: string;
  /** Facts without a value are left out. */
  value: string | null | undefined;
}

/** Key figures of an entity (ticker, sector, date, quota…) as a definition list. */
export function Facts({ items }: { items: Fact[] }) {
  const shown = items.filter((item) => item.value);
  if (shown.length === 0) return null;
  return (
    <dl className="ui-facts">
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
