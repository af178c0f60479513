/** The search box of an admin list: labelled, and it reports its text 300 ms after the user stops typing. */
import { TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useState } from "react";

export interface ListSearchProps {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}

export function ListSearch({ label, value, onSearch, placeholder }: ListSearchProps) {
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={TEXT_MAX_LENGTH}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value.trim());
      }}
      style={{ minWidth: "16rem" }}
    />
  );
}
