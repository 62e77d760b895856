// The @natlibfi MARC packages ship no types: what Fontes uses of them.

declare module '@natlibfi/marc-record' {
  export interface MarcSubfield {
    code: string;
    value?: string;
  }
  export interface MarcDataField {
    tag: string;
    ind1: string;
    ind2: string;
    subfields: MarcSubfield[];
  }
  export interface MarcControlField {
    tag: string;
    value: string;
  }
  export type MarcField = MarcDataField | MarcControlField;
  export class MarcRecord {
    constructor(
      record?: { leader?: string; fields?: MarcField[] },
      validationOptions?: Record<string, boolean>,
    );
    leader: string;
    fields: MarcField[];
    getControlfields(): MarcControlField[];
    getDatafields(): MarcDataField[];
    get(tag: string | RegExp): MarcField[];
  }
}

declare module '@natlibfi/marc-record-serializers' {
  import type { MarcRecord } from '@natlibfi/marc-record';
  export const MARCXML: {
    to(record: MarcRecord, options?: { omitDeclaration?: boolean; indent?: boolean }): string;
    from(xml: string, validationOptions?: Record<string, boolean>): Promise<MarcRecord>;
  };
}
