/**
 * A searchable pick of one record that the server searches (clients, users): the typed text, debounced 300 ms, is the
 * query; the picked option stays listed while other searches run. `useOptions` is the caller's query hook, called
 * with the current query on every render.
 */
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchOptions {
  options: SearchOption[];
  isFetching: boolean;
  isError: boolean;
}

export interface SearchSelectProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (value: string | null) => void;
  useOptions: (query: string) => SearchOptions;
  texts: { loading: string; nothingFound: string; loadFailed: string };
  error?: string;
}

export function SearchSelect({ label, placeholder, value, onChange, useOptions, texts, error }: SearchSelectProps) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Once an option is picked the box shows its label; that text is not a new search.
  const query = chosen && debounced === chosen.label ? "" : debounced;
  const { options, isFetching, isError } = useOptions(query);
  const data = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value}
      onChange={(next) => {
        setChosen(data.find((option) => option.value === next) ?? null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? texts.loading : texts.nothingFound}
      error={error ?? (isError ? texts.loadFailed : undefined)}
    />
  );
}
