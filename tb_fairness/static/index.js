// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var _M=Object.defineProperty;var Id=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var $M=(e,t)=>{for(var n in t)_M(e,n,{get:t[n],enumerable:!0})};var Dl,RT=Id(()=>{Dl=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function Jb(e){return e==="horizontal"?"width":"height"}var nd,MT=Id(()=>{nd=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[Jb(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var AT={};$M(AT,{FlowLayout:()=>Xo,flow:()=>_D});function ET(e){return e==="horizontal"?"marginLeft":"marginTop"}function $D(e){return e==="horizontal"?"marginRight":"marginBottom"}function SD(e){return e==="horizontal"?"xOffset":"yOffset"}function kD(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var _D,Zb,Xo,Qb=Id(()=>{RT();MT();_D=e=>Object.assign({type:Xo},e);Zb=class{constructor(){this._childSizeCache=new Dl,this._marginSizeCache=new Dl,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][Jb(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[ET(n)]||0,o=this._metricsCache.get(i-1)?.[$D(n)]||0;this._marginSizeCache.set(i,kD(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[ET(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Xo=class extends nd{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new Zb,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[SD(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var pu=globalThis,hu=pu.ShadowRoot&&(pu.ShadyCSS===void 0||pu.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Od=Symbol(),nv=new WeakMap,ua=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==Od)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(hu&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=nv.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&nv.set(n,t))}return t}toString(){return this.cssText}},Ue=e=>new ua(typeof e=="string"?e:e+"",void 0,Od),F=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new ua(n,e,Od)},rv=(e,t)=>{if(hu)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=pu.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},zd=hu?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return Ue(n)})(e):e;var{is:SM,defineProperty:kM,getOwnPropertyDescriptor:TM,getOwnPropertyNames:CM,getOwnPropertySymbols:RM,getPrototypeOf:MM}=Object,mu=globalThis,iv=mu.trustedTypes,EM=iv?iv.emptyScript:"",AM=mu.reactiveElementPolyfillSupport,ca=(e,t)=>e,fa={toAttribute(e,t){switch(t){case Boolean:e=e?EM:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},gu=(e,t)=>!SM(e,t),sv={attribute:!0,type:String,converter:fa,reflect:!1,useDefault:!1,hasChanged:gu};Symbol.metadata??=Symbol("metadata"),mu.litPropertyMetadata??=new WeakMap;var gr=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=sv){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&kM(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=TM(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??sv}static _$Ei(){if(this.hasOwnProperty(ca("elementProperties")))return;let t=MM(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(ca("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(ca("properties"))){let n=this.properties,r=[...CM(n),...RM(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(zd(i))}else t!==void 0&&n.push(zd(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return rv(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:fa).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:fa;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??gu)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};gr.elementStyles=[],gr.shadowRootOptions={mode:"open"},gr[ca("elementProperties")]=new Map,gr[ca("finalized")]=new Map,AM?.({ReactiveElement:gr}),(mu.reactiveElementVersions??=[]).push("2.1.2");var Fd=globalThis,ov=e=>e,bu=Fd.trustedTypes,av=bu?bu.createPolicy("lit-html",{createHTML:e=>e}):void 0,Hd="$lit$",br=`lit$${Math.random().toFixed(9).slice(2)}$`,Vd="?"+br,PM=`<${Vd}>`,Ai=document,pa=()=>Ai.createComment(""),ha=e=>e===null||typeof e!="object"&&typeof e!="function",Kd=Array.isArray,pv=e=>Kd(e)||typeof e?.[Symbol.iterator]=="function",Bd=`[ 	
\f\r]`,da=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,lv=/-->/g,uv=/>/g,Mi=RegExp(`>|${Bd}(?:([^\\s"'>=/]+)(${Bd}*=${Bd}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),cv=/'/g,fv=/"/g,hv=/^(?:script|style|textarea|title)$/i,qd=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),m=qd(1),Z9=qd(2),Q9=qd(3),_n=Symbol.for("lit-noChange"),_=Symbol.for("lit-nothing"),dv=new WeakMap,Ei=Ai.createTreeWalker(Ai,129);function mv(e,t){if(!Kd(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return av!==void 0?av.createHTML(t):t}var gv=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=da;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===da?c[1]==="!--"?o=lv:c[1]!==void 0?o=uv:c[2]!==void 0?(hv.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=Mi):c[3]!==void 0&&(o=Mi):o===Mi?c[0]===">"?(o=i??da,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?Mi:c[3]==='"'?fv:cv):o===fv||o===cv?o=Mi:o===lv||o===uv?o=da:(o=Mi,i=void 0);let p=o===Mi&&e[a+1].startsWith("/>")?" ":"";s+=o===da?l+PM:f>=0?(r.push(u),l.slice(0,f)+Hd+l.slice(f)+br+p):l+br+(f===-2?a:p)}return[mv(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},ma=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=gv(t,n);if(this.el=e.createElement(u,r),Ei.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=Ei.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(Hd)){let d=c[o++],p=i.getAttribute(f).split(br),h=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:h[2],strings:p,ctor:h[1]==="."?vu:h[1]==="?"?wu:h[1]==="@"?xu:Di}),i.removeAttribute(f)}else f.startsWith(br)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(hv.test(i.tagName)){let f=i.textContent.split(br),d=f.length-1;if(d>0){i.textContent=bu?bu.emptyScript:"";for(let p=0;p<d;p++)i.append(f[p],pa()),Ei.nextNode(),l.push({type:2,index:++s});i.append(f[d],pa())}}}else if(i.nodeType===8)if(i.data===Vd)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(br,f+1))!==-1;)l.push({type:7,index:s}),f+=br.length-1}s++}}static createElement(t,n){let r=Ai.createElement("template");return r.innerHTML=t,r}};function Pi(e,t,n=e,r){if(t===_n)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=ha(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=Pi(e,i._$AS(e,t.values),i,r)),t}var yu=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??Ai).importNode(n,!0);Ei.currentNode=i;let s=Ei.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new Ps(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new _u(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=Ei.nextNode(),o++)}return Ei.currentNode=Ai,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},Ps=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=_,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=Pi(this,t,n),ha(t)?t===_||t==null||t===""?(this._$AH!==_&&this._$AR(),this._$AH=_):t!==this._$AH&&t!==_n&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):pv(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==_&&ha(this._$AH)?this._$AA.nextSibling.data=t:this.T(Ai.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=ma.createElement(mv(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new yu(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=dv.get(t.strings);return n===void 0&&dv.set(t.strings,n=new ma(t)),n}k(t){Kd(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(pa()),this.O(pa()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=ov(t).nextSibling;ov(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},Di=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=_,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=_}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=Pi(this,t,n,0),o=!ha(t)||t!==this._$AH&&t!==_n,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=Pi(this,a[r+l],n,l),u===_n&&(u=this._$AH[l]),o||=!ha(u)||u!==this._$AH[l],u===_?t=_:t!==_&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===_?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},vu=class extends Di{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===_?void 0:t}},wu=class extends Di{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==_)}},xu=class extends Di{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=Pi(this,t,n,0)??_)===_n)return;let r=this._$AH,i=t===_&&r!==_||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==_&&(r===_||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},_u=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){Pi(this,t)}},bv={M:Hd,P:br,A:Vd,C:1,L:gv,R:yu,D:pv,V:Pi,I:Ps,H:Di,N:wu,U:xu,B:vu,F:_u},DM=Fd.litHtmlPolyfillSupport;DM?.(ma,Ps),(Fd.litHtmlVersions??=[]).push("3.3.3");var yv=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new Ps(t.insertBefore(pa(),s),s,void 0,n??{})}return i._$AI(e),i};var jd=globalThis,U=class extends gr{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=yv(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return _n}};U._$litElement$=!0,U.finalized=!0,jd.litElementHydrateSupport?.({LitElement:U});var LM=jd.litElementPolyfillSupport;LM?.({LitElement:U});(jd.litElementVersions??=[]).push("4.2.2");var $n=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}};var vv=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],$u=["value_a","value_b","gap"],wv=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"];var Et=["negligible","small","medium","large"],ga=[.1,.3,.5],xv=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"];var Ds=["worsened","improved","unchanged","undetermined"],_v=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","verdict","rank_a","rank_b","movement","presence"];function O(e,t){throw new $n(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function te(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Tv(e,t="view route"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&O(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of wv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}for(let s of $u){let o=i[s];(!Array.isArray(o)||o.length!==n)&&O(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&O(t,"no `identities` or `metrics`"),e}function Cv(e,t="view route"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),te(e.model)||O(t,"no `model`"),(!te(e.columns)||!te(e.states))&&O(t,"no `columns` or `states`");let r=e.columns;for(let s of xv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&O(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||O(t,"no `groups`"),te(e.reasons)||O(t,"no `reasons`"),e}function Rv(e,t="view route"){te(e)||O(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&O(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&O(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&O(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&O(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||O(t,"no `mistakes`"),e}function Su(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&O(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&O(e,`\`${s}\` rows do not have one entry per group`)}}function Mv(e,t="view route"){te(e)||O(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&O(t,"no `classes` or `groups`"),Su(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&Su(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&O(t,"no `groupings` or `macro`"),te(e.reasons)||O(t,"no `reasons`"),e}function Ev(e,t="view route"){te(e)||O(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&O(t,"no `classes`, `groups` or `thresholds`"),Su(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&Su(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||O(t,"no `groupings`"),te(e.reasons)||O(t,"no `reasons`"),e}function ku(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&O(e,`\`${s}\` does not have one entry per ${i}`)}}function Av(e,t="view route"){te(e)||O(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&O(t,"no `groups`, `types` or `thresholds`"),ku(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&O(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&O(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&O(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!te(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&O(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&O(t,"`labels` rates do not have one entry per group");return e}function Pv(e,t="view route"){te(e)||O(t,"not an object");let{groups:n}=e;return Array.isArray(n)||O(t,"no `groups`"),ku(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&ku(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||O(t,"no `groupings`"),e}function Dv(e,t="view route"){te(e)||O(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&O(t,"no `groups` or `ks`");let i=e.p_value!==void 0;ku(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&O(t,`\`${s}\` rows do not have one entry per K`);return e}var NM=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function Lv(e,t="view route"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&O(t,"no `columns` or `states`");let r=e.columns;for(let s of NM){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&O(t,`states \`gap\` does not have ${n} rows`),e}var $v=new Set(Ds),IM=["improved","worsened","unchanged","undetermined","only_in_a","only_in_b"];function OM(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function Sv(e,t,n){t!==null&&(!te(t)||typeof t.key!="string"||typeof t.change!="number")&&O(e,`\`summary.${n}\` is malformed`)}function Nv(e,t="diff"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),te(e.columns)||O(t,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&O(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let s of _v){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}for(let s of r.verdict)$v.has(s)||O(t,`unknown verdict ${JSON.stringify(s)}`);(!te(e.a)||!te(e.b))&&O(t,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&O(t,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&O(t,"no `level` or `fdr`");let i=e.summary;te(i)||O(t,"no `summary`");for(let s of IM)OM(i[s])||O(t,`\`summary.${s}\` is not a count`);Sv(t,i.largest_regression,"largest_regression"),Sv(t,i.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||O(t,"no `headlines`");for(let s of e.headlines)(!te(s)||typeof s.name!="string"||typeof s.title!="string"||typeof s.format!="string")&&O(t,"a malformed headline"),s.verdict!==null&&!$v.has(s.verdict)&&O(t,`headline \`${s.name}\`: unknown verdict ${JSON.stringify(s.verdict)}`);return e}function zM(e){return e===null||typeof e=="number"}function kv(e,t,n){(!te(t)||typeof t.step!="number"||typeof t.present!="boolean")&&O(e,`a malformed \`${n}\` entry`);for(let r of["value","bias","lower","upper"])zM(t[r])||O(e,`\`${n}\`: \`${r}\` is not a number or null`)}function Iv(e,t="row"){te(e)||O(t,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&O(t,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&O(t,"no `value`, `bias` or `level`");let n=e.detail;(!te(n)||!Array.isArray(n.columns)||!Array.isArray(n.rows))&&O(t,"no `detail` table"),n.columns.every(r=>typeof r=="string")||O(t,"`detail.columns` are not names"),n.rows.every(r=>te(r))||O(t,"a `detail.rows` entry is not an object"),n.head!==void 0&&!te(n.head)&&O(t,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&O(t,"no `runs` or `steps`");for(let r of e.runs)kv(t,r,"runs"),typeof r.run!="string"&&O(t,"a `runs` entry without a run");for(let r of e.steps)kv(t,r,"steps");return e}function Ov(e,t="trend"){te(e)||O(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&O(t,"no `names` or `series`");for(let n of e.series){(!te(n)||typeof n.run!="string"||!Array.isArray(n.points))&&O(t,"a malformed `series` entry");for(let r of n.points)(!te(r)||typeof r.step!="number"||!te(r.values))&&O(t,"a malformed point")}return e}function zv(e,t){return(!te(e)||!te(e.runs))&&O(t,"no `runs`"),e}function Bv(e,t){return(!te(e)||!Array.isArray(e.steps))&&O(t,"no `steps`"),e}function Ud(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>te(n)&&typeof n.name=="string"&&t(n))}function Fv(e,t="kinds"){(!te(e)||!Array.isArray(e.kinds))&&O(t,"no `kinds`");for(let n of e.kinds)(!te(n)||typeof n.name!="string")&&O(t,"a kind without a name"),Ud(n.options)||O(t,`kind \`${n.name}\`: malformed \`options\``),Ud(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||O(t,`kind \`${n.name}\`: malformed \`tables\``),Ud(n.headlines,r=>typeof r.title=="string")||O(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&O(t,`kind \`${n.name}\`: malformed \`views\``);return e}function Gd(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&O(t,"not a CSV table"),e}var BM="fairness:associations-response",FM="fairness:skew-response";function Jt(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function Li(e,t=""){return t?`${e}/${t}`:e}function HM(e,t){return Li(e)+"?"+Jt({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:t.a,b:t.b,level:t.level??null,fdr:t.fdr??null,min_count:t.min_count??null,rank_by:t.rank_by??null})}function VM(e,t){return Li(e)+"?"+Jt({run:t.run,tag:t.tag,step:t.step,mev:t.mev,level:t.level??null,fdr:t.fdr??null})}function KM(e,t){return Li(e,"class")+"?"+Jt({run:t.run,tag:t.tag,step:t.step,class_name:t.class,mev:t.mev,k:t.k,limit:t.limit})}function Hv(e,t){return Li(e)+"?"+Jt({run:t.run,tag:t.tag,step:t.step,metric:t.metric,grouping:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function qM(e,t){let n=t.a!==null&&t.b!==null;return Li(e,"disparity")+"?"+Jt({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:n?t.a:null,b:n?t.b:null,grouping:n?null:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function Wd(e,t){return Li(e)+"?"+Jt({run:t.run,tag:t.tag,step:t.step,by:t.by??null,fdr:t.fdr??null})}function Vv(e){return"diff?"+Jt({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function jM(e){return Vv(e)+"&format=csv"}function UM(e){let t=new URLSearchParams(Jt({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function GM(e){return"row?"+Jt({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key})}function WM(e,t="csv"){return"table?"+Jt({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}var Zt=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new $n(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new $n(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new $n(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new $n(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return zv(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return Fv(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+Jt({run:t,tag:n});return Bv(await this.getJson(i,r),i)}async associations(t,n,r){let i=HM(t,n);return Tv(await this.getJson(i,r,BM),i)}async skew(t,n,r){let i=VM(t,n);return Cv(await this.getJson(i,r,FM),i)}async skewClass(t,n,r){let i=KM(t,n);return Rv(await this.getJson(i,r),i)}async groups(t,n,r){let i=Hv(t,n);return Mv(await this.getJson(i,r),i)}async detection(t,n,r){let i=Hv(t,n);return Ev(await this.getJson(i,r),i)}async disparity(t,n,r){let i=qM(t,n);return Lv(await this.getJson(i,r),i)}async harmful(t,n,r){let i=Wd(t,n);return Av(await this.getJson(i,r),i)}async geodiversity(t,n,r){let i=Wd(t,n);return Pv(await this.getJson(i,r),i)}async retrieval(t,n,r){let i=Wd(t,n);return Dv(await this.getJson(i,r),i)}async viewJson(t,n,r,i=""){return this.getJson(Li(t,i)+"?"+Jt(n),r)}async diff(t,n){let r=Vv(t);return Nv(await this.getJson(r,n),r)}async diffCsv(t,n){let r=jM(t);return Gd(await this.getText(r,n),r)}async trend(t,n){let r=UM(t);return Ov(await this.getJson(r,n),r)}async row(t,n){let r=GM(t);return Iv(await this.getJson(r,n),r)}async tableCsv(t,n){let r=WM(t,"csv");return Gd(await this.getText(r,n),r)}},we=Symbol("stale"),ke=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:we}catch(i){if(r!==this.generation||n.signal.aborted)return we;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function Kv(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function qv(e){return e?e.options.map(t=>t.name):[]}function xt(e,t){return e?.options.find(n=>n.name===t)??null}function YM(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function jv(e,t){return e===null||xt(e,"table")!==null?t:null}function On(e,t,n){let r=YM(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function Ls(e,t){let n=xt(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function Ge(e,t){let n=Ls(e,t);return typeof n=="number"?n:null}function Xr(e,t){let n=Ls(e,t);return typeof n=="string"?n:null}function zn(e,t){let n=xt(e,t);return n?.type==="choice"?[...n.choices??[]]:[]}function Te(e,t,n){let r=xt(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function At(e,t,n){return Te(e,t,n)?n:Ge(e,t)}function yr(e,t,n){return n!==void 0&&Te(e,t,n)?n:Xr(e,t)}function Tu(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function Ni(e,t){let n=xt(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${Tu(n.minimum)}, ${Tu(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${Tu(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${Tu(n.maximum)}`}function Pe(e,t,n){return xt(e,t)?.title||n||t.replace(/_/g," ")}function Ce(e,t,n=""){let r=xt(e,t);if(r===null)return n;let i=r.type==="str"?"":` Takes ${Ni(e,t)}.`,s=r.help.replace(/\.$/,"");return`${r.name} (--${r.name.replace(/_/g,"-")}): ${s}.${i}${n?` ${n}`:""}`}var qe="fairness_";function _t(e){let t=new Map;for(let[n,r]of e)n.startsWith(qe)&&t.set(n.slice(qe.length),r);return t}function xe(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function Cu(e){let t=xe(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function ye(e,t,n){n!==null&&n!==""&&e.push([qe+t,String(n)])}function nt(e,t,n,r,i=t){n!==Ls(r,i)&&ye(e,t,n)}function Ns(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function Uv(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var Ii={run:"run",tag:"tag",step:"step"},XM=new Set(Object.values(Ii).map(e=>qe+e));function Gv(e){let t=[];return ye(t,Ii.run,e.run),ye(t,Ii.tag,e.tag),ye(t,Ii.step,e.step),t}function Wv(e){let t=_t(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(Ii.run),tag:n(Ii.tag),step:Cu(t.get(Ii.step))}}function Yv(e){let t=[];for(let[n,r]of e)n.startsWith(qe)&&!XM.has(n)&&t.push([n,r]);return t}function Yd(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function Xd(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function Ru(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??t[0],i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function Xv(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function Mu(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function Jv(e){try{return decodeURIComponent(e)}catch{return e}}function Zv(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:Jv(n.slice(0,r)),value:Jv(n.slice(r+1))}})}function JM(e){let t=[];for(let n of Zv(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function ZM(e,t,n){let r=Zv(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function Qv(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function e0(){return JM(Qv().location.hash)}function t0(e,t){let n=Qv(),r=n.location.hash,i=ZM(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function QM(e){return/^[=+\-@\t\r]/.test(e)?"'"+e:e}function Jd(e){let t=QM(e);return/[",\r\n]/.test(t)?'"'+t.replace(/"/g,'""')+'"':t}function Eu(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Kt(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var Zd=["auto","all","compact"],Qd=100,Au=[.9,.95,.99],n0=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:Qd,minCount:null,significantOnly:!1,columns:"auto"});function Pu(e){let t=r0(Xr(e,"rank_by")??void 0,e);return{...n0,gap:[null,null],count:[null,null],metric:Xr(e,"metric"),rankBy:t,sort:ba(t),level:Ge(e,"level"),fdr:Ge(e,"fdr")}}function ep(e){return e==="label"||e==="p_value"?"asc":"desc"}function ba(e){return e==="bound"?"bound":"gap"}var fe={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function tp(e,t){let n=[],r=(i,s)=>ye(n,i,s);return nt(n,fe.metric,e.metric,t),r(fe.a,e.a),r(fe.b,e.b),nt(n,fe.rankBy,e.rankBy,t),nt(n,fe.level,e.level,t),nt(n,fe.fdr,e.fdr,t),e.minCount!==null&&r(fe.minCount,e.minCount),e.significantOnly&&r(fe.significantOnly,1),(e.sort!==ba(e.rankBy)||e.dir!=="desc")&&(r(fe.sort,e.sort),r(fe.dir,e.dir)),r(fe.search,e.search),r(fe.gapMin,e.gap[0]),r(fe.gapMax,e.gap[1]),r(fe.countMin,e.count[0]),r(fe.countMax,e.count[1]),e.topK!==Qd&&r(fe.topK,e.topK),e.columns!==n0.columns&&r(fe.columns,e.columns),n}var eE="gap";function r0(e,t){let n=e===eE?"signed":e;return Te(t,"rank_by",n)?n:null}function tE(e){let t=xe(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:Qd}function i0(e,t){let n=_t(e),r=l=>{let u=n.get(l);return u===void 0||u===""?null:u},i=Pu(t);i.metric=yr(t,"metric",r(fe.metric)),i.a=r(fe.a),i.b=r(fe.b),i.rankBy=r0(n.get(fe.rankBy),t)??i.rankBy,i.sort=ba(i.rankBy),i.level=At(t,"level",xe(n.get(fe.level))),i.fdr=At(t,"fdr",xe(n.get(fe.fdr)));let s=xe(n.get(fe.minCount));Te(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(fe.significantOnly)==="1";let o=n.get(fe.sort);if(o!==void 0&&vv.includes(o)){i.sort=o;let l=n.get(fe.dir);i.dir=l==="asc"||l==="desc"?l:ep(i.sort)}i.search=n.get(fe.search)??"",i.gap=[xe(n.get(fe.gapMin)),xe(n.get(fe.gapMax))],i.count=[xe(n.get(fe.countMin)),xe(n.get(fe.countMax))],i.topK=tE(n.get(fe.topK));let a=n.get(fe.columns);return Zd.includes(a)&&(i.columns=a),i}function Du(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}function nE(e){return $u.includes(e)}function Oi(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=nE(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function rE(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=Oi(e,t,r);return n}function l0(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=rE(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function s0(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function o0([e,t]){return e!==null||t!==null}function a0(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function iE(e,t){return e!==""&&a0(e)&&a0(t)&&t.includes(e)}var sE=32,Lu=class{constructor(t,n){this.kept=new Map;this.all=null;this.order=n;let r=t.columns.label;this.labels=new Array(n.length);for(let i=0;i<n.length;i++)this.labels[i]=r[n[i]]}positions(t,n){let r=this.kept.get(t);if(r)return this.kept.delete(t),this.kept.set(t,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&iE(u,t)&&(i=c);let s=this.labels,o,a=0;if(n.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)n.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];n.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=sE&&this.kept.delete(this.kept.keys().next().value),this.kept.set(t,l),l}rows(t,n,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=o0(s)||o0(o)||a,u=this.order;if(n===null&&!l){if(this.all===null){this.all=new Array(u.length);for(let p=0;p<u.length;p++)this.all[p]=u[p]}return this.all}if(n===null){let p=new Array(u.length),h=0;for(let g=0;g<u.length;g++)this.keep(r,u[g],s,o,a)&&(p[h++]=u[g]);return p.length=h,p}let c=this.positions(t,n),f=new Array(c.length);if(!l){for(let p=0;p<c.length;p++)f[p]=u[c[p]];return f}let d=0;for(let p=0;p<c.length;p++){let h=u[c[p]];this.keep(r,h,s,o,a)&&(f[d++]=h)}return f.length=d,f}keep(t,n,r,i,s){return s0(Oi(t,"gap",n),r)&&s0(Oi(t,"count",n),i)&&(!s||t.columns.significant[n]===!0)}};function u0(e,t){if(e===t)return!0;if(e.length!==t.length)return!1;for(let n=0;n<e.length;n++)if(e[n]!==t[n])return!1;return!0}var oE=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function We(e){return typeof e=="number"&&Number.isFinite(e)}function D(e){return typeof e=="number"&&Number.isFinite(e)?oE.format(e):""}function ve(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var aE={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},lE={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function Nu(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:ve(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:aE[n],state:n,title:lE[n]}}function Jr(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Ye(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function Iu(e){return typeof e!="number"||!Number.isFinite(e)?"":`${(e*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function vr(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function $t(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return uE(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function c0(e){let t=$t(e);return t.startsWith("<")?`p${t}`:`p=${t}`}function uE(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function je(e,t,n){return`${e}${t===e?"":` (${t})`}: ${n}`}function gt(e,t,n=`${t}s`){return e===1?t:n}function Ou(e,t,n=`${t}s`){return`${D(e)} ${gt(e,t,n)}`}function Is(e,t,n,r){let{a:i,b:s,metric:o}=t,a=t.metricTitle?`${t.metricTitle}, `:"the metric ",l=(u,c,f)=>({name:u,sub:c,title:je(u,e,f)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${qt(n)} \xB7 by bound`,`the gap's ${qt(n)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${qt(r)}`)}}function qt(e){return`${Number((e*100).toPrecision(4))}%`}function f0(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function zu(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return f0(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return f0(`${Number(n)}e${Number(r)}`)}function cE(e,t){return`[${zu(e)}, ${zu(t)}]`}function np(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function Bu(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=v=>typeof v=="number"&&Number.isFinite(v),c=a==="+inf"&&u(i)?`[${zu(i)}, +\u221E)`:a==="-inf"&&u(s)?`(\u2212\u221E, ${zu(s)}]`:null,f=null;o||(c!==null?f="The gap is infinite (a count of zero): its interval is open on that side":a==="+inf"||a==="-inf"?f="Undefined: the gap is infinite, so it has no interval":l?f="Undefined: no variance (the standard error of the gap is zero or undefined)":f="Undefined: the gap itself is undefined");let d=r.insufficient[t]===!0,p=r.p_value[t],h=typeof p=="number"&&Number.isFinite(p),g,y;h?(g=$t(p),y=`p = ${p} (two-sided, for gap = 0)`):d?(g="\u2014",y=np(n)):f!==null?(g="undefined",y=f):(g="\u2014",y="No p-value");let b=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?cE(i,s):c??"undefined",intervalReason:f,p:h?p:null,pText:g,pTitle:y,bound:typeof b=="number"&&Number.isFinite(b)?b:null,significant:r.significant[t]===!0,insufficient:d}}function d0(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function p0(e){let t=u=>{let c=[],f=[],{lower:d,upper:p,insufficient:h}=e.columns;for(let g=0;g<e.rows;g++){if(u&&h[g]===!0)continue;let y=d[g],b=p[g];typeof y=="number"&&typeof b=="number"&&Number.isFinite(y)&&Number.isFinite(b)&&(c.push(y),f.push(b))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,d0(i,o)),l=Math.max(0,d0(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function Fu(e){let t=0;for(let r of e.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&t++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${qt(e.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${qt(e.fdr)} (${e.significant} of ${n(t)} with a p-value)`,insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function m0(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function fE(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function rp(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s=0;s<t.length;s++){let o=Oi(e,"gap",t[s]);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:fE(r,n??m0(r.length)),finite:r.length,nonFinite:i}}function h0(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function Hu(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let p=Oi(e,"count",t[d]),h=p>0&&Number.isFinite(p)?Math.log10(p):NaN;s[d]=h,h<o&&(o=h),h>a&&(a=h)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let p=Oi(e,"count",t[d]);u.push(p),d<i&&l.push(p)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,m0(u.length)),[p,h]=o===a?[o-.5,a+.5]:[o,a],g=(h-p)/d;for(let y=0;y<d;y++)f.push({x0:10**(p+y*g),x1:10**(y===d-1?h:p+(y+1)*g),top:0,all:0});for(let y=0;y<t.length;y++){let b=s[y];if(Number.isNaN(b))continue;let v=Math.min(d-1,Math.max(0,Math.floor((b-p)/g)));f[v].all++,y<i&&f[v].top++}}return l.sort((d,p)=>d-p),u.sort((d,p)=>d-p),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:h0(l),allMedian:h0(u)}}var zi="#f57c00",Os=340,dE="#303030",g0=F`
  :host {
    color-scheme: light;
    --fg: #212121;
    --bg: #fff;
    --surface: #fafafa;
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --header-hover: #eeeeee;
    --hover-bg: #fff3e0;
    --input-bg: #fff;
    --error: #c62828;
    --accent: ${Ue(zi)};
    --good: #2e7d32;
    --bad: #c62828;
    --row-border: #f0f0f0;
    --input-border: #c6c6c6;
    --disabled: #9e9e9e;
    --disabled-border: #bdbdbd;
    --state-fg: #9e9e9e;
    --state-bg: #f5f5f5;
    --dim-bg: #fafafa;
    --selected-bg: #ffe0b2;
    --warn-bg: #fff8e1;
    --warn-border: #ffe0b2;
    --warn-fg: #8d6e00;
    --error-bg: #ffebee;
    --error-border: #ef9a9a;
    --code-bg: #f5f5f5;
    --chart-rule: #9e9e9e;
    --chart-ink: #424242;
    --chart-halo: #fff;
    --whisker: #5c6bc0;
    --bar-fill: #ffb74d;
    --stripe-a: #b0bec5;
    --stripe-b: #eceff1;
    --whisker-dot: #283593;
  }
  :host([data-theme='dark']) {
    color-scheme: dark;
    --fg: #e8eaed;
    --bg: ${Ue(dE)};
    --surface: #3a3a3a;
    --muted: #a8a8a8;
    --border: #555;
    --header-bg: #3a3a3a;
    --header-hover: #454545;
    --hover-bg: #4a3a28;
    --input-bg: #424242;
    --error: #ef9a9a;
    --accent: #ffa726;
    --good: #81c784;
    --bad: #ef9a9a;
    --row-border: #424242;
    --input-border: #6e6e6e;
    --disabled: #7a7a7a;
    --disabled-border: #5a5a5a;
    --state-fg: #8f8f8f;
    --state-bg: #363636;
    --dim-bg: #2a2a2a;
    --selected-bg: #5a4025;
    --warn-bg: #3d3526;
    --warn-border: #6d5a35;
    --warn-fg: #ffd54f;
    --error-bg: #4a2c2c;
    --error-border: #8c4a4a;
    --code-bg: #262626;
    --chart-rule: #8a8a8a;
    --chart-ink: #d6d6d6;
    --chart-halo: var(--bg);
    --whisker: #9fa8da;
    --bar-fill: #c77800;
    --stripe-a: #78909c;
    --stripe-b: #455a64;
    --whisker-dot: #c5cae9;
  }
`,X=F`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: var(--fg);
    box-sizing: border-box;
  }
  .muted {
    color: var(--muted);
  }
  /* No universal selector here (such as a box-sizing reset on *, ::before, ::after): in a
     virtualized table every selector is matched for every new row, and that one alone
     made style recalculation 10x slower during fast scrolls. */
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  select,
  input {
    height: 26px;
    border: 1px solid var(--input-border);
    border-radius: 3px;
    background: var(--input-bg);
    padding: 0 6px;
  }
  select:focus,
  input:focus {
    outline: 2px solid var(--accent);
    outline-offset: -1px;
  }
  input.invalid {
    border-color: var(--error);
    outline-color: var(--error);
  }
  button.primary {
    height: 26px;
    padding: 0 12px;
    border: 1px solid var(--accent);
    border-radius: 3px;
    background: var(--input-bg);
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: var(--disabled-border);
    color: var(--disabled);
    cursor: default;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  /* Observable Plot declares --plot-background: white on its <svg> (the fill of its tips):
     the theme's background instead, so a tip's text (currentColor) stays readable. */
  svg {
    --plot-background: var(--bg);
  }
`,b0=F`
  .head button:hover {
    background: var(--header-hover);
  }
  .head button:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
  .head .top {
    display: flex;
    gap: 4px;
    align-items: center;
    white-space: nowrap;
  }
  .head .sub {
    font-size: 11px;
    font-weight: 400;
    color: var(--muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .arrow {
    color: var(--accent);
    width: 10px;
    font-size: 10px;
  }
  .head button[aria-sort='none'] .arrow {
    visibility: hidden;
  }
`,ya=F`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--row-border);
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: var(--state-fg);
    background: var(--state-bg);
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`,Bi=F`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,ip=F`
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: none;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .body > * {
    flex-shrink: 0;
  }
`,Fi=F`
  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .summary b {
    font-weight: 500;
  }
  .summary .description {
    flex-basis: 100%;
    font-weight: 500;
  }
`,Qt=F`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,zs=F`
  ${Bi}
  ${ip}
  ${Fi}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,rt=F`
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-size: 11px;
    color: var(--muted);
    letter-spacing: 0.02em;
  }
  select {
    max-width: 220px;
  }
  .search-error {
    flex-basis: 100%;
    color: var(--error);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
`,Vu=F`
  .drawer {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    width: min(500px, 92vw);
    box-sizing: border-box;
    overflow-y: auto;
    border-radius: 0;
    box-shadow: -4px 0 16px rgba(0, 0, 0, 0.25);
  }
`,st=F`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: var(--error-border);
    background: var(--error-bg);
  }
  .message.error .text {
    color: var(--error);
    white-space: pre-wrap;
    word-break: break-word;
  }
  .message h2 {
    font-size: 15px;
    font-weight: 500;
    margin: 0 0 8px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px 10px;
    border-radius: 2px;
    overflow-x: auto;
    font-size: 12px;
  }
  .loading {
    color: var(--muted);
  }
  button.link {
    margin-top: 8px;
  }
`,Hi={negligible:"#cfd8dc",small:"#ffcc80",medium:zi,large:"#b71c1c"};var Zr={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function y0(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function pt(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function Qr(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function Pt(e){return e instanceof Error?e.message:String(e)}function Bs(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var Ku={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},Dt=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=Pt(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),we}}set(t){this.status=t,y0(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?_:m`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>m`<button class="primary link" name=${r.name??_} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?m`<div class="loading">${r}</div>`:_}renderCsvButton(t,n,r,i,s="Download CSV"){return m`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??_}
      @click=${r}
    >
      ${s}
    </button>`}},Bn=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new ke;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r){n.table!==null&&(n={...n,table:jv(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let i;try{i=await this.request.run(s=>this.api().tableCsv(n,s))}catch(s){this.error=Pt(s),this.pending=null,this.host.requestUpdate();return}i!==we&&(this.pending=null,this.host.requestUpdate(),Bs(i,r))}renderError(){return this.error===null?_:m`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Fs(e,t,n,r){return m`<span class="shown">showing <b>${D(e)}</b> of ${D(t)}${` ${n}`}${r?m` ${r}`:_}</span>`}function ei(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function ti(e,t,n){return n.step===null&&e!=null&&t!==null&&e.max_step!==t.max_step}function pE(e){return e.trim()===""?null:Number(e)}function Vi(e,t,n){let r=pE(n);return Te(e,t,r)?r:null}function Fn(e,t){let n=Ni(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function en(e,t){let n=xt(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function sp(e){return m`<label class="field">
    <span class="name" title=${e.title}>${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??_}
      max=${e.max??_}
      step=${e.step}
      inputmode=${e.decimal?"decimal":_}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function qu(e,t,n,r){let i=Vi(e,"fdr",t)===null;return sp({label:Pe(e,"fdr","FDR"),name:"fdr",text:t,invalid:i,title:i?Fn(e,"fdr"):`${n}. ${Ce(e,"fdr")}`,...en(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var v0=F`
    /* The summary and the legend keep their lines; the table takes what height is left. */
    .summary,
    .legend {
      flex: none;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1;
      min-height: 0;
      display: flex;
      gap: 16px;
    }
    .table-column {
      flex: 1;
      min-width: 0;
      min-height: 0;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    fairness-table {
      flex: 1;
      min-height: 0;
    }
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .legend .star {
      color: var(--accent);
    }
    .legend .grey {
      display: inline-block;
      width: 10px;
      height: 10px;
      margin-right: 3px;
      vertical-align: -1px;
      background: var(--dim-bg);
      border: 1px solid var(--input-border);
    }
    .legend .warning {
      flex-basis: 100%;
      color: var(--warn-fg);
    }
    .drawer {
      padding: 8px 12px 12px;
      background: var(--bg);
      border-left: 1px solid var(--border);
    }
    .open-row {
      flex: none;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px 14px;
      padding: 6px 8px 6px 10px;
      border: 1px solid var(--border);
      border-left: 3px solid var(--accent);
      border-radius: 2px;
      background: var(--surface);
      font-variant-numeric: tabular-nums;
    }
    .open-row .label {
      font-weight: 500;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .open-row .item {
      white-space: nowrap;
    }
    .open-row .k {
      color: var(--muted);
      font-size: 12px;
    }
    .open-row b {
      font-weight: 500;
    }
    .open-row .star {
      color: var(--accent);
    }
    .open-row .close {
      margin-left: auto;
      border: 0;
      background: none;
      color: var(--muted);
      font-size: 16px;
      line-height: 1;
      cursor: pointer;
      padding: 0 4px;
    }
    .open-row .close:hover {
      color: var(--fg);
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 16px;
      overflow-y: auto;
    }
    /* Narrower than the table and the charts side by side: the charts go under the
       table, side by side, and the view scrolls; the table keeps most of the height. */
    @media (max-width: 1249px) {
      :host {
        overflow-y: auto;
      }
      .main {
        flex: 1 0 auto;
        flex-direction: column;
      }
      .table-column {
        flex: 1 0 auto;
      }
      fairness-table {
        flex: 1 0 auto;
        height: max(300px, calc(100vh - 260px));
      }
      .side {
        width: auto;
        flex-direction: row;
        flex-wrap: wrap;
        overflow: visible;
      }
    }
`;function w0(e,t,n){let r=new Map(e.identities.map(o=>[o.name,o.count])),i=o=>r.has(o)?m` (${D(r.get(o))})`:_,s=e.identities.filter(o=>o.name!==e.a).length;return m`<div class="summary" data-shown=${n} data-total=${e.rows}>
      ${t?m`<span class="description">${t}</span>`:_}
      <span><b>N</b> = ${D(e.n)} examples · step ${e.step}</span>
      ${Fs(n,e.rows,e.rows===1?"label":"labels")}
      <span
        >A = <b>${e.a}</b>${i(e.a)} vs B =
        ${e.b===null?m`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:m`<b>${e.b}</b>${i(e.b)}`}</span
      >
      ${e.excluded_labels.length?m`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${e.excluded_labels.join(", ")}</span
          >`:_}
    </div>`}function x0(e,t){let n=t??Fu(e);return m`<div class="legend" data-significant=${e.significant} data-insufficient=${e.insufficient}>
      <span class="interval">${n.interval}</span>
      <span class="significance"><span class="star">${n.significance.slice(0,1)}</span>${n.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${n.insufficient}</span>
      ${n.overlap?m`<span class="warning" role="note">⚠ ${n.overlap}</span>`:_}
    </div>`}function bt(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function xr(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function js(e){let t,n,r;e.length!==2?(t=bt,n=(a,l)=>bt(e(a),l),r=(a,l)=>e(a)-l):(t=e===bt||e===xr?e:hE,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function hE(){return 0}function _0(e){return e===null?NaN:+e}function*mE(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var $0=js(bt),Us=$0.right,iN=$0.left,sN=js(_0).center;var oN=S0(k0),aN=S0(gE);function S0(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(Hs(a,u,i,s,o),Hs(a,i,u,s,o),Hs(a,u,i,s,o),Vs(l,i,u,s,o),Vs(l,u,i,s,o),Vs(l,i,u,s,o)):a?(Hs(a,i,u,s,o),Hs(a,u,i,s,o),Hs(a,i,u,s,o)):l&&(Vs(l,i,u,s,o),Vs(l,u,i,s,o),Vs(l,i,u,s,o)),t}}function Hs(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function Vs(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function gE(e){let t=k0(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function k0(e){let t=Math.floor(e);if(t===e)return bE(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,p=o+c;d<p;d+=l)u+=s[Math.min(a,d)];for(let d=o,p=a;d<=p;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function bE(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function lp(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function yE(e){return e.length|0}function vE(e){return!(e>0)}function wE(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function xE(e){return t=>e(...t)}function T0(...e){let t=typeof e[e.length-1]=="function"&&xE(e.pop());e=e.map(wE);let n=e.map(yE),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(vE))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function C0(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function up(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function cp(e,t){let n=up(e,t);return n&&Math.sqrt(n)}function ht(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var tn=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var nn=class extends Map{constructor(t,n=E0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(op(this,t))}has(t){return super.has(op(this,t))}set(t,n){return super.set(R0(this,t),n)}delete(t){return super.delete(M0(this,t))}},Hn=class extends Set{constructor(t,n=E0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(op(this,t))}add(t){return super.add(R0(this,t))}delete(t){return super.delete(M0(this,t))}};function op({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function R0({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function M0({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function E0(e){return e!==null&&typeof e=="object"?e.valueOf():e}function ap(e){return e}function Ki(e,...t){return fp(e,ap,ap,t)}function _r(e,t,...n){return fp(e,ap,t,n)}function A0(e,t,...n){return fp(e,Array.from,t,n)}function fp(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new nn,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function _E(e,t){return Array.from(t,n=>e[n])}function Ks(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=ju(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>ju(n[i],n[s]))),_E(e,r)}return e.sort(P0(n))}function P0(e=bt){if(e===bt)return ju;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function ju(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function Gu(e,t,n){return(t.length!==2?Ks(_r(e,t,n),(([r,i],[s,o])=>bt(i,o)||bt(r,s))):Ks(Ki(e,n),(([r,i],[s,o])=>t(i,o)||bt(r,s)))).map(([r])=>r)}var $E=Array.prototype,lN=$E.slice;var SE=Math.sqrt(50),kE=Math.sqrt(10),TE=Math.sqrt(2);function Uu(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=SE?10:s>=kE?5:s>=TE?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?Uu(e,t,n*2):[a,l,u]}function ni(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?Uu(t,e,n):Uu(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function qs(e,t,n){return t=+t,e=+e,n=+n,Uu(e,t,n)[2]}function wa(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?qs(t,e,n):qs(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function D0(e){return Math.max(1,Math.ceil(Math.log(lp(e))/Math.LN2)+1)}function St(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function L0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function rn(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function N0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function I0(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?ju:P0(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),p=Math.max(n,Math.floor(t-u*f/l+d)),h=Math.min(r,Math.floor(t+(l-u)*f/l+d));I0(e,t,p,h,i)}let s=e[t],o=n,a=r;for(va(e,n,t),i(e[r],s)>0&&va(e,n,r);o<a;){for(va(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?va(e,n,a):(++a,va(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function va(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function dp(e,t=bt){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?bt(o,i)>0:bt(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function wr(e,t,n){if(e=Float64Array.from(mE(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return rn(e);if(t>=1)return St(e);var r,i=(r-1)*t,s=Math.floor(i),o=St(I0(e,s).subarray(0,s+1)),a=rn(e.subarray(s+1));return o+(a-o)*(i-s)}}function O0(e,t,n=_0){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function z0(e,t,n){let r=lp(e),i=wr(e,.75)-wr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function pp(e,t,n){let r=lp(e),i=cp(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function B0(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function xa(e,t){return wr(e,.5,t)}function*CE(e){for(let t of e)yield*t}function hp(e){return Array.from(CE(e))}function F0(e,t){let n=new nn;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function H0(e,t=RE){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function RE(e,t){return[e,t]}function Gs(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var uN=ME(Math.random);function ME(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function Sn(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function Ws(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function EE(e){return e}var mp=1,gp=2,bp=3,Wu=4,V0=1e-6;function AE(e){return"translate("+e+",0)"}function PE(e){return"translate(0,"+e+")"}function DE(e){return t=>+e(t)}function LE(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function NE(){return!this.__axis}function IE(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===mp||e===Wu?-1:1,c=e===Wu||e===gp?"x":"y",f=e===mp||e===bp?AE:PE;function d(p){var h=r??(t.ticks?t.ticks.apply(t,n):t.domain()),g=i??(t.tickFormat?t.tickFormat.apply(t,n):EE),y=Math.max(s,0)+a,b=t.range(),v=+b[0]+l,$=+b[b.length-1]+l,w=(t.bandwidth?LE:DE)(t.copy(),l),k=p.selection?p.selection():p,x=k.selectAll(".domain").data([null]),S=k.selectAll(".tick").data(h,t).order(),T=S.exit(),R=S.enter().append("g").attr("class","tick"),L=S.select("line"),M=S.select("text");x=x.merge(x.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),S=S.merge(R),L=L.merge(R.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),M=M.merge(R.append("text").attr("fill","currentColor").attr(c,u*y).attr("dy",e===mp?"0em":e===bp?"0.71em":"0.32em")),p!==k&&(x=x.transition(p),S=S.transition(p),L=L.transition(p),M=M.transition(p),T=T.transition(p).attr("opacity",V0).attr("transform",function(P){return isFinite(P=w(P))?f(P+l):this.getAttribute("transform")}),R.attr("opacity",V0).attr("transform",function(P){var E=this.parentNode.__axis;return f((E&&isFinite(E=E(P))?E:w(P))+l)})),T.remove(),x.attr("d",e===Wu||e===gp?o?"M"+u*o+","+v+"H"+l+"V"+$+"H"+u*o:"M"+l+","+v+"V"+$:o?"M"+v+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+v+","+l+"H"+$),S.attr("opacity",1).attr("transform",function(P){return f(w(P)+l)}),L.attr(c+"2",u*s),M.attr(c,u*y).text(g),k.filter(NE).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===gp?"start":e===Wu?"end":"middle"),k.each(function(){this.__axis=w})}return d.scale=function(p){return arguments.length?(t=p,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(p){return arguments.length?(n=p==null?[]:Array.from(p),d):n.slice()},d.tickValues=function(p){return arguments.length?(r=p==null?null:Array.from(p),d):r&&r.slice()},d.tickFormat=function(p){return arguments.length?(i=p,d):i},d.tickSize=function(p){return arguments.length?(s=o=+p,d):s},d.tickSizeInner=function(p){return arguments.length?(s=+p,d):s},d.tickSizeOuter=function(p){return arguments.length?(o=+p,d):o},d.tickPadding=function(p){return arguments.length?(a=+p,d):a},d.offset=function(p){return arguments.length?(l=+p,d):l},d}function K0(e){return IE(bp,e)}var yp="http://www.w3.org/1999/xhtml",ri={svg:"http://www.w3.org/2000/svg",xhtml:yp,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function q0(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),ri.hasOwnProperty(t)?{space:ri[t],local:e}:e}function OE(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===yp&&t.documentElement.namespaceURI===yp?t.createElement(e):t.createElementNS(n,e)}}function zE(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function Ys(e){var t=q0(e);return(t.local?zE:OE)(t)}function BE(){}function j0(e){return e==null?BE:function(){return this.querySelector(e)}}function FE(e){typeof e!="function"&&(e=j0(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new jt(r,this._parents)}function HE(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function VE(){return[]}function KE(e){return e==null?VE:function(){return this.querySelectorAll(e)}}function qE(e){return function(){return HE(e.apply(this,arguments))}}function jE(e){typeof e=="function"?e=qE(e):e=KE(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new jt(r,i)}function UE(e){return function(){return this.matches(e)}}function U0(e){return function(t){return t.matches(e)}}var GE=Array.prototype.find;function WE(e){return function(){return GE.call(this.children,e)}}function YE(){return this.firstElementChild}function XE(e){return this.select(e==null?YE:WE(typeof e=="function"?e:U0(e)))}var JE=Array.prototype.filter;function ZE(){return Array.from(this.children)}function QE(e){return function(){return JE.call(this.children,e)}}function eA(e){return this.selectAll(e==null?ZE:QE(typeof e=="function"?e:U0(e)))}function tA(e){typeof e!="function"&&(e=UE(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new jt(r,this._parents)}function G0(e){return new Array(e.length)}function nA(){return new jt(this._enter||this._groups.map(G0),this._parents)}function Yu(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}Yu.prototype={constructor:Yu,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function rA(e){return function(){return e}}function iA(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new Yu(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function sA(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),p;for(a=0;a<c;++a)(l=t[a])&&(d[a]=p=o.call(l,l.__data__,a,t)+"",u.has(p)?i[a]=l:u.set(p,l));for(a=0;a<f;++a)p=o.call(e,s[a],a,s)+"",(l=u.get(p))?(r[a]=l,l.__data__=s[a],u.delete(p)):n[a]=new Yu(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function oA(e){return e.__data__}function aA(e,t){if(!arguments.length)return Array.from(this,oA);var n=t?sA:iA,r=this._parents,i=this._groups;typeof e!="function"&&(e=rA(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,p=lA(e.call(c,c&&c.__data__,u,r)),h=p.length,g=a[u]=new Array(h),y=o[u]=new Array(h),b=l[u]=new Array(d);n(c,f,g,y,b,p,t);for(var v=0,$=0,w,k;v<h;++v)if(w=g[v]){for(v>=$&&($=v+1);!(k=y[$])&&++$<h;);w._next=k||null}}return o=new jt(o,r),o._enter=a,o._exit=l,o}function lA(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function uA(){return new jt(this._exit||this._groups.map(G0),this._parents)}function cA(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function fA(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),p,h=0;h<f;++h)(p=u[h]||c[h])&&(d[h]=p);for(;l<i;++l)a[l]=n[l];return new jt(a,this._parents)}function dA(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function pA(e){e||(e=hA);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new jt(i,this._parents).order()}function hA(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function mA(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function gA(){return Array.from(this)}function bA(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function yA(){let e=0;for(let t of this)++e;return e}function vA(){return!this.node()}function wA(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function xA(e){return function(){this.removeAttribute(e)}}function _A(e){return function(){this.removeAttributeNS(e.space,e.local)}}function $A(e,t){return function(){this.setAttribute(e,t)}}function SA(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function kA(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function TA(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function CA(e,t){var n=q0(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?_A:xA:typeof t=="function"?n.local?TA:kA:n.local?SA:$A)(n,t))}function W0(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function RA(e){return function(){this.style.removeProperty(e)}}function MA(e,t,n){return function(){this.style.setProperty(e,t,n)}}function EA(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function AA(e,t,n){return arguments.length>1?this.each((t==null?RA:typeof t=="function"?EA:MA)(e,t,n??"")):PA(this.node(),e)}function PA(e,t){return e.style.getPropertyValue(t)||W0(e).getComputedStyle(e,null).getPropertyValue(t)}function DA(e){return function(){delete this[e]}}function LA(e,t){return function(){this[e]=t}}function NA(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function IA(e,t){return arguments.length>1?this.each((t==null?DA:typeof t=="function"?NA:LA)(e,t)):this.node()[e]}function Y0(e){return e.trim().split(/^|\s+/)}function wp(e){return e.classList||new X0(e)}function X0(e){this._node=e,this._names=Y0(e.getAttribute("class")||"")}X0.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function J0(e,t){for(var n=wp(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function Z0(e,t){for(var n=wp(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function OA(e){return function(){J0(this,e)}}function zA(e){return function(){Z0(this,e)}}function BA(e,t){return function(){(t.apply(this,arguments)?J0:Z0)(this,e)}}function FA(e,t){var n=Y0(e+"");if(arguments.length<2){for(var r=wp(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?BA:t?OA:zA)(n,t))}function HA(){this.textContent=""}function VA(e){return function(){this.textContent=e}}function KA(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function qA(e){return arguments.length?this.each(e==null?HA:(typeof e=="function"?KA:VA)(e)):this.node().textContent}function jA(){this.innerHTML=""}function UA(e){return function(){this.innerHTML=e}}function GA(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function WA(e){return arguments.length?this.each(e==null?jA:(typeof e=="function"?GA:UA)(e)):this.node().innerHTML}function YA(){this.nextSibling&&this.parentNode.appendChild(this)}function XA(){return this.each(YA)}function JA(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function ZA(){return this.each(JA)}function QA(e){var t=typeof e=="function"?e:Ys(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function e3(){return null}function t3(e,t){var n=typeof e=="function"?e:Ys(e),r=t==null?e3:typeof t=="function"?t:j0(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function n3(){var e=this.parentNode;e&&e.removeChild(this)}function r3(){return this.each(n3)}function i3(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function s3(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function o3(e){return this.select(e?s3:i3)}function a3(e){return arguments.length?this.property("__data__",e):this.node().__data__}function l3(e){return function(t){e.call(this,t,this.__data__)}}function u3(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function c3(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function f3(e,t,n){return function(){var r=this.__on,i,s=l3(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function d3(e,t,n){var r=u3(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?f3:c3,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function Q0(e,t,n){var r=W0(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function p3(e,t){return function(){return Q0(this,e,t)}}function h3(e,t){return function(){return Q0(this,e,t.apply(this,arguments))}}function m3(e,t){return this.each((typeof t=="function"?h3:p3)(e,t))}function*g3(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var ew=[null];function jt(e,t){this._groups=e,this._parents=t}function b3(){return new jt([[document.documentElement]],ew)}function y3(){return this}jt.prototype=b3.prototype={constructor:jt,select:FE,selectAll:jE,selectChild:XE,selectChildren:eA,filter:tA,data:aA,enter:nA,exit:uA,join:cA,merge:fA,selection:y3,order:dA,sort:pA,call:mA,nodes:gA,node:bA,size:yA,empty:vA,each:wA,attr:CA,style:AA,property:IA,classed:FA,text:qA,html:WA,raise:XA,lower:ZA,append:QA,insert:t3,remove:r3,clone:o3,datum:a3,on:d3,dispatch:m3,[Symbol.iterator]:g3};function kn(e){return typeof e=="string"?new jt([[document.querySelector(e)]],[document.documentElement]):new jt([[e]],ew)}var v3=0;function w3(){return new vp}function vp(){this._="@"+(++v3).toString(36)}vp.prototype=w3.prototype={constructor:vp,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function x3(e){let t;for(;t=e.sourceEvent;)e=t;return e}function tw(e,t){if(e=x3(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function Qs(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function Sa(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function ii(){}var Gi=.7,Zs=1/Gi,Xs="\\s*([+-]?\\d+)\\s*",_a="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",Vn="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",_3=/^#([0-9a-f]{3,8})$/,$3=new RegExp(`^rgb\\(${Xs},${Xs},${Xs}\\)$`),S3=new RegExp(`^rgb\\(${Vn},${Vn},${Vn}\\)$`),k3=new RegExp(`^rgba\\(${Xs},${Xs},${Xs},${_a}\\)$`),T3=new RegExp(`^rgba\\(${Vn},${Vn},${Vn},${_a}\\)$`),C3=new RegExp(`^hsl\\(${_a},${Vn},${Vn}\\)$`),R3=new RegExp(`^hsla\\(${_a},${Vn},${Vn},${_a}\\)$`),nw={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};Qs(ii,eo,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:rw,formatHex:rw,formatHex8:M3,formatHsl:E3,formatRgb:iw,toString:iw});function rw(){return this.rgb().formatHex()}function M3(){return this.rgb().formatHex8()}function E3(){return pw(this).formatHsl()}function iw(){return this.rgb().formatRgb()}function eo(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=_3.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?sw(t):n===3?new ot(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?Xu(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?Xu(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=$3.exec(e))?new ot(t[1],t[2],t[3],1):(t=S3.exec(e))?new ot(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=k3.exec(e))?Xu(t[1],t[2],t[3],t[4]):(t=T3.exec(e))?Xu(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=C3.exec(e))?lw(t[1],t[2]/100,t[3]/100,1):(t=R3.exec(e))?lw(t[1],t[2]/100,t[3]/100,t[4]):nw.hasOwnProperty(e)?sw(nw[e]):e==="transparent"?new ot(NaN,NaN,NaN,0):null}function sw(e){return new ot(e>>16&255,e>>8&255,e&255,1)}function Xu(e,t,n,r){return r<=0&&(e=t=n=NaN),new ot(e,t,n,r)}function Tp(e){return e instanceof ii||(e=eo(e)),e?(e=e.rgb(),new ot(e.r,e.g,e.b,e.opacity)):new ot}function Cn(e,t,n,r){return arguments.length===1?Tp(e):new ot(e,t,n,r??1)}function ot(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}Qs(ot,Cn,Sa(ii,{brighter(e){return e=e==null?Zs:Math.pow(Zs,e),new ot(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?Gi:Math.pow(Gi,e),new ot(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new ot(ji(this.r),ji(this.g),ji(this.b),Zu(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:ow,formatHex:ow,formatHex8:A3,formatRgb:aw,toString:aw}));function ow(){return`#${qi(this.r)}${qi(this.g)}${qi(this.b)}`}function A3(){return`#${qi(this.r)}${qi(this.g)}${qi(this.b)}${qi((isNaN(this.opacity)?1:this.opacity)*255)}`}function aw(){let e=Zu(this.opacity);return`${e===1?"rgb(":"rgba("}${ji(this.r)}, ${ji(this.g)}, ${ji(this.b)}${e===1?")":`, ${e})`}`}function Zu(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function ji(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function qi(e){return e=ji(e),(e<16?"0":"")+e.toString(16)}function lw(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new Tn(e,t,n,r)}function pw(e){if(e instanceof Tn)return new Tn(e.h,e.s,e.l,e.opacity);if(e instanceof ii||(e=eo(e)),!e)return new Tn;if(e instanceof Tn)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new Tn(o,a,l,e.opacity)}function ec(e,t,n,r){return arguments.length===1?pw(e):new Tn(e,t,n,r??1)}function Tn(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Qs(Tn,ec,Sa(ii,{brighter(e){return e=e==null?Zs:Math.pow(Zs,e),new Tn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Gi:Math.pow(Gi,e),new Tn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new ot(xp(e>=240?e-240:e+120,i,r),xp(e,i,r),xp(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new Tn(uw(this.h),Ju(this.s),Ju(this.l),Zu(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=Zu(this.opacity);return`${e===1?"hsl(":"hsla("}${uw(this.h)}, ${Ju(this.s)*100}%, ${Ju(this.l)*100}%${e===1?")":`, ${e})`}`}}));function uw(e){return e=(e||0)%360,e<0?e+360:e}function Ju(e){return Math.max(0,Math.min(1,e||0))}function xp(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var hw=Math.PI/180,mw=180/Math.PI,Qu=18,gw=.96422,bw=1,yw=.82521,vw=4/29,Js=6/29,ww=3*Js*Js,P3=Js*Js*Js;function xw(e){if(e instanceof Kn)return new Kn(e.l,e.a,e.b,e.opacity);if(e instanceof $r)return _w(e);e instanceof ot||(e=Tp(e));var t=kp(e.r),n=kp(e.g),r=kp(e.b),i=_p((.2225045*t+.7168786*n+.0606169*r)/bw),s,o;return t===n&&n===r?s=o=i:(s=_p((.4360747*t+.3850649*n+.1430804*r)/gw),o=_p((.0139322*t+.0971045*n+.7141733*r)/yw)),new Kn(116*i-16,500*(s-i),200*(i-o),e.opacity)}function tc(e,t,n,r){return arguments.length===1?xw(e):new Kn(e,t,n,r??1)}function Kn(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}Qs(Kn,tc,Sa(ii,{brighter(e){return new Kn(this.l+Qu*(e??1),this.a,this.b,this.opacity)},darker(e){return new Kn(this.l-Qu*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=gw*$p(t),e=bw*$p(e),n=yw*$p(n),new ot(Sp(3.1338561*t-1.6168667*e-.4906146*n),Sp(-.9787684*t+1.9161415*e+.033454*n),Sp(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function _p(e){return e>P3?Math.pow(e,1/3):e/ww+vw}function $p(e){return e>Js?e*e*e:ww*(e-vw)}function Sp(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function kp(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function D3(e){if(e instanceof $r)return new $r(e.h,e.c,e.l,e.opacity);if(e instanceof Kn||(e=xw(e)),e.a===0&&e.b===0)return new $r(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*mw;return new $r(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function nc(e,t,n,r){return arguments.length===1?D3(e):new $r(e,t,n,r??1)}function $r(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function _w(e){if(isNaN(e.h))return new Kn(e.l,0,0,e.opacity);var t=e.h*hw;return new Kn(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}Qs($r,nc,Sa(ii,{brighter(e){return new $r(this.h,this.c,this.l+Qu*(e??1),this.opacity)},darker(e){return new $r(this.h,this.c,this.l-Qu*(e??1),this.opacity)},rgb(){return _w(this).rgb()}}));var $w=-.14861,Cp=1.78277,Rp=-.29227,rc=-.90649,$a=1.97294,cw=$a*rc,fw=$a*Cp,dw=Cp*Rp-rc*$w;function L3(e){if(e instanceof Ui)return new Ui(e.h,e.s,e.l,e.opacity);e instanceof ot||(e=Tp(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(dw*r+cw*t-fw*n)/(dw+cw-fw),s=r-i,o=($a*(n-i)-Rp*s)/rc,a=Math.sqrt(o*o+s*s)/($a*i*(1-i)),l=a?Math.atan2(o,s)*mw-120:NaN;return new Ui(l<0?l+360:l,a,i,e.opacity)}function sn(e,t,n,r){return arguments.length===1?L3(e):new Ui(e,t,n,r??1)}function Ui(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Qs(Ui,sn,Sa(ii,{brighter(e){return e=e==null?Zs:Math.pow(Zs,e),new Ui(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Gi:Math.pow(Gi,e),new Ui(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*hw,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new ot(255*(t+n*($w*r+Cp*i)),255*(t+n*(Rp*r+rc*i)),255*(t+n*($a*r)),this.opacity)}}));function Tw(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function N3(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return Tw((n-r/t)*t,o,i,s,a)}}function I3(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return Tw((n-r/t)*t,i,s,o,a)}}var sc=e=>()=>e;function Cw(e,t){return function(n){return e+n*t}}function O3(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function Pp(e,t){var n=t-e;return n?Cw(e,n>180||n<-180?n-360*Math.round(n/360):n):sc(isNaN(e)?t:e)}function z3(e){return(e=+e)==1?at:function(t,n){return n-t?O3(t,n,e):sc(isNaN(t)?n:t)}}function at(e,t){var n=t-e;return n?Cw(e,n):sc(isNaN(e)?t:e)}var Wi=(function e(t){var n=z3(t);function r(i,s){var o=n((i=Cn(i)).r,(s=Cn(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=at(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function Rw(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=Cn(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var Mw=Rw(N3),mN=Rw(I3);function B3(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function F3(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function H3(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=to(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function V3(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function Xe(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function K3(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=to(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var Ep=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,Mp=new RegExp(Ep.source,"g");function q3(e){return function(){return e}}function j3(e){return function(t){return e(t)+""}}function U3(e,t){var n=Ep.lastIndex=Mp.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=Ep.exec(e))&&(i=Mp.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:Xe(r,i)})),n=Mp.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?j3(l[0].x):q3(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function to(e,t){var n=typeof t,r;return t==null||n==="boolean"?sc(t):(n==="number"?Xe:n==="string"?(r=eo(t))?(t=r,Wi):U3:t instanceof eo?Wi:t instanceof Date?V3:F3(t)?B3:Array.isArray(t)?H3:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?K3:Xe)(e,t)}function ka(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var Sw=180/Math.PI,Ap={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function Ew(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*Sw,skewX:Math.atan(l)*Sw,scaleX:o,scaleY:a}}var ic;function G3(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?Ap:Ew(t.a,t.b,t.c,t.d,t.e,t.f)}function W3(e){return e==null||(ic||(ic=document.createElementNS("http://www.w3.org/2000/svg","g")),ic.setAttribute("transform",e),!(e=ic.transform.baseVal.consolidate()))?Ap:(e=e.matrix,Ew(e.a,e.b,e.c,e.d,e.e,e.f))}function Aw(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,p,h){if(u!==f||c!==d){var g=p.push("translate(",null,t,null,n);h.push({i:g-4,x:Xe(u,f)},{i:g-2,x:Xe(c,d)})}else(f||d)&&p.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:Xe(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:Xe(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,p,h){if(u!==f||c!==d){var g=p.push(i(p)+"scale(",null,",",null,")");h.push({i:g-4,x:Xe(u,f)},{i:g-2,x:Xe(c,d)})}else(f!==1||d!==1)&&p.push(i(p)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(p){for(var h=-1,g=d.length,y;++h<g;)f[(y=d[h]).i]=y.x(p);return f.join("")}}}var gN=Aw(G3,"px, ","px)","deg)"),bN=Aw(W3,", ",")",")"),Y3=1e-12;function kw(e){return((e=Math.exp(e))+1/e)/2}function X3(e){return((e=Math.exp(e))-1/e)/2}function J3(e){return((e=Math.exp(2*e))-1)/(e+1)}var yN=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],p=c-a,h=f-l,g=p*p+h*h,y,b;if(g<Y3)b=Math.log(d/u)/t,y=function(S){return[a+S*p,l+S*h,u*Math.exp(t*S*b)]};else{var v=Math.sqrt(g),$=(d*d-u*u+r*g)/(2*u*n*v),w=(d*d-u*u-r*g)/(2*d*n*v),k=Math.log(Math.sqrt($*$+1)-$),x=Math.log(Math.sqrt(w*w+1)-w);b=(x-k)/t,y=function(S){var T=S*b,R=kw(k),L=u/(n*v)*(R*J3(t*T+k)-X3(k));return[a+L*p,l+L*h,u*R/kw(t*T+k)]}}return y.duration=Math.abs(b)*1e3*t/Math.SQRT2,y}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function Pw(e){return function(t,n){var r=e((t=ec(t)).h,(n=ec(n)).h),i=at(t.s,n.s),s=at(t.l,n.l),o=at(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var Dw=Pw(Pp),vN=Pw(at);function Lw(e,t){var n=at((e=tc(e)).l,(t=tc(t)).l),r=at(e.a,t.a),i=at(e.b,t.b),s=at(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function Nw(e){return function(t,n){var r=e((t=nc(t)).h,(n=nc(n)).h),i=at(t.c,n.c),s=at(t.l,n.l),o=at(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var Iw=Nw(Pp),wN=Nw(at);function Ow(e){return(function t(n){n=+n;function r(i,s){var o=e((i=sn(i)).h,(s=sn(s)).h),a=at(i.s,s.s),l=at(i.l,s.l),u=at(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var xN=Ow(Pp),oc=Ow(at);function si(e,t){t===void 0&&(t=e,e=to);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function kt(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var Ta=Math.PI,Dp=2*Ta,Yi=1e-6,Z3=Dp-Yi;function zw(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function Q3(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return zw;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function Bw(e,t,n,r){return e===n&&t===r}function e6(e){let t=Math.floor(e);if(!(t<=15))return Bw;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Xi=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?zw:Q3(t),this._equal=t==null?Bw:e6(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>Yi)if(!(Math.abs(f*l-u*c)>Yi)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let p=r-o,h=i-a,g=l*l+u*u,y=p*p+h*h,b=Math.sqrt(g),v=Math.sqrt(d),$=s*Math.tan((Ta-Math.acos((g+d-y)/(2*b*v)))/2),w=$/v,k=$/b;Math.abs(w-1)>Yi&&this._append`L${t+w*c},${n+w*f}`,this._append`A${s},${s},0,0,${+(f*p>c*h)},${this._x1=t+k*l},${this._y1=n+k*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Yi||Math.abs(this._y1-c)>Yi)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%Dp+Dp),d>Z3)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>Yi){let p=t+r*Math.cos(s),h=n+r*Math.sin(s);if(d>=Ta&&this._equal(u,c,p,h)){d/=2;let g=i+d;this._append`A${r},${r},0,${+(d>=Ta)},${f},${t+r*Math.cos(g)},${n+r*Math.sin(g)}`}this._append`A${r},${r},0,${+(d>=Ta)},${f},${this._x1=p},${this._y1=h}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function t6(){return new Xi}t6.prototype=Xi.prototype;function qn(e=3){return new Xi(+e)}function n6(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function lc(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function no(e){return e=lc(Math.abs(e)),e?e[1]:NaN}function r6(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function i6(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var s6=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function ro(e){if(!(t=s6.exec(e)))throw new Error("invalid format: "+e);var t;return new Lp({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}ro.prototype=Lp.prototype;function Lp(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}Lp.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function o6(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var uc;function a6(e,t){var n=lc(e,t);if(!n)return uc=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(uc=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+lc(e,Math.max(0,t+s-1))[0]}function Fw(e,t){var n=lc(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var Hw={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:n6,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>Fw(e*100,t),r:Fw,s:a6,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function Vw(e){return e}var Kw=Array.prototype.map,qw=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function l6(e){var t=e.grouping===void 0||e.thousands===void 0?Vw:r6(Kw.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?Vw:i6(Kw.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=ro(f);var p=f.fill,h=f.align,g=f.sign,y=f.symbol,b=f.zero,v=f.width,$=f.comma,w=f.precision,k=f.trim,x=f.type;x==="n"?($=!0,x="g"):Hw[x]||(w===void 0&&(w=12),k=!0,x="g"),(b||p==="0"&&h==="=")&&(b=!0,p="0",h="=");var S=(d&&d.prefix!==void 0?d.prefix:"")+(y==="$"?n:y==="#"&&/[boxX]/.test(x)?"0"+x.toLowerCase():""),T=(y==="$"?r:/[%p]/.test(x)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),R=Hw[x],L=/[defgprs%]/.test(x);w=w===void 0?6:/[gprs]/.test(x)?Math.max(1,Math.min(21,w)):Math.max(0,Math.min(20,w));function M(P){var E=S,I=T,C,H,z;if(x==="c")I=R(P)+I,P="";else{P=+P;var J=P<0||1/P<0;if(P=isNaN(P)?l:R(Math.abs(P),w),k&&(P=o6(P)),J&&+P==0&&g!=="+"&&(J=!1),E=(J?g==="("?g:a:g==="-"||g==="("?"":g)+E,I=(x==="s"&&!isNaN(P)&&uc!==void 0?qw[8+uc/3]:"")+I+(J&&g==="("?")":""),L){for(C=-1,H=P.length;++C<H;)if(z=P.charCodeAt(C),48>z||z>57){I=(z===46?i+P.slice(C+1):P.slice(C))+I,P=P.slice(0,C);break}}}$&&!b&&(P=t(P,1/0));var B=E.length+P.length+I.length,V=B<v?new Array(v-B+1).join(p):"";switch($&&b&&(P=t(V+P,V.length?v-I.length:1/0),V=""),h){case"<":P=E+P+I+V;break;case"=":P=E+V+P+I;break;case"^":P=V.slice(0,B=V.length>>1)+E+P+I+V.slice(B);break;default:P=V+E+P+I;break}return s(P)}return M.toString=function(){return f+""},M}function c(f,d){var p=Math.max(-8,Math.min(8,Math.floor(no(d)/3)))*3,h=Math.pow(10,-p),g=u((f=ro(f),f.type="f",f),{suffix:qw[8+p/3]});return function(y){return g(h*y)}}return{format:u,formatPrefix:c}}var ac,jn,Np;u6({thousands:",",grouping:[3],currency:["$",""]});function u6(e){return ac=l6(e),jn=ac.format,Np=ac.formatPrefix,ac}function jw(e){return Math.max(0,-no(Math.abs(e)))}function Uw(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(no(t)/3)))*3-no(Math.abs(e)))}function Gw(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,no(t)-no(e))+1}var ne=1e-6,dx=1e-12,ae=Math.PI,Be=ae/2,Ww=ae/4,Ut=ae*2,Tt=180/ae,ze=ae/180,me=Math.abs,ao=Math.atan,kr=Math.atan2,se=Math.cos;var px=Math.exp;var gc=Math.log,Ip=Math.pow,re=Math.sin,an=Math.sign||function(e){return e>0?1:e<0?-1:0},Lt=Math.sqrt,nh=Math.tan;function hx(e){return e>1?0:e<-1?ae:Math.acos(e)}function un(e){return e>1?Be:e<-1?-Be:Math.asin(e)}function ln(){}function bc(e,t){e&&Xw.hasOwnProperty(e.type)&&Xw[e.type](e,t)}var Yw={Feature:function(e,t){bc(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)bc(n[r].geometry,t)}},Xw={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){Hp(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Hp(n[r],t,0)},Polygon:function(e,t){Jw(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Jw(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)bc(n[r],t)}};function Hp(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function Jw(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)Hp(e[n],t,1);t.polygonEnd()}function oi(e,t){e&&Yw.hasOwnProperty(e.type)?Yw[e.type](e,t):bc(e,t)}var TN=new tn,CN=new tn;function Vp(e){return[kr(e[1],e[0]),un(e[2])]}function so(e){var t=e[0],n=e[1],r=se(n);return[r*se(t),r*re(t),re(n)]}function cc(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function yc(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function Op(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function fc(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function Kp(e){var t=Lt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function qp(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function jp(e,t){return me(e)>ae&&(e-=Math.round(e/Ut)*Ut),[e,t]}jp.invert=jp;function mx(e,t,n){return(e%=Ut)?t||n?qp(Qw(e),ex(t,n)):Qw(e):t||n?ex(t,n):jp}function Zw(e){return function(t,n){return t+=e,me(t)>ae&&(t-=Math.round(t/Ut)*Ut),[t,n]}}function Qw(e){var t=Zw(e);return t.invert=Zw(-e),t}function ex(e,t){var n=se(e),r=re(e),i=se(t),s=re(t);function o(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),p=d*n+c*r;return[kr(f*i-p*s,c*n-d*r),un(p*i+f*s)]}return o.invert=function(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),p=d*i-f*s;return[kr(f*i+d*s,c*n+p*r),un(p*n-c*r)]},o}function c6(e){e=mx(e[0]*ze,e[1]*ze,e.length>2?e[2]*ze:0);function t(n){return n=e(n[0]*ze,n[1]*ze),n[0]*=Tt,n[1]*=Tt,n}return t.invert=function(n){return n=e.invert(n[0]*ze,n[1]*ze),n[0]*=Tt,n[1]*=Tt,n},t}function f6(e,t,n,r,i,s){if(n){var o=se(t),a=re(t),l=r*n;i==null?(i=t+r*Ut,s=t-l/2):(i=tx(o,i),s=tx(o,s),(r>0?i<s:i>s)&&(i+=r*Ut));for(var u,c=i;r>0?c>s:c<s;c-=l)u=Vp([o,-a*se(c),-a*re(c)]),e.point(u[0],u[1])}}function tx(e,t){t=so(t),t[0]-=e,Kp(t);var n=hx(-t[1]);return((-t[2]<0?-n:n)+Ut-ne)%Ut}function gx(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:ln,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function mc(e,t){return me(e[0]-t[0])<ne&&me(e[1]-t[1])<ne}function dc(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function bx(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(h){if(!((g=h.length-1)<=0)){var g,y=h[0],b=h[g],v;if(mc(y,b)){if(!y[2]&&!b[2]){for(i.lineStart(),a=0;a<g;++a)i.point((y=h[a])[0],y[1]);i.lineEnd();return}b[0]+=2*ne}s.push(v=new dc(y,h,null,!0)),o.push(v.o=new dc(y,null,v,!1)),s.push(v=new dc(b,h,null,!1)),o.push(v.o=new dc(b,null,v,!0))}}),!!s.length){for(o.sort(t),nx(s),nx(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,p=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(p)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(p)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,p=!p}while(!d.v);i.lineEnd()}}}function nx(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function zp(e){return me(e[0])<=ae?e[0]:an(e[0])*((me(e[0])+ae)%Ut-ae)}function d6(e,t){var n=zp(t),r=t[1],i=re(r),s=[re(n),-se(n),0],o=0,a=0,l=new tn;i===1?r=Be+ne:i===-1&&(r=-Be-ne);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,p=f[d-1],h=zp(p),g=p[1]/2+Ww,y=re(g),b=se(g),v=0;v<d;++v,h=w,y=x,b=S,p=$){var $=f[v],w=zp($),k=$[1]/2+Ww,x=re(k),S=se(k),T=w-h,R=T>=0?1:-1,L=R*T,M=L>ae,P=y*x;if(l.add(kr(P*R*re(L),b*S+P*se(L))),o+=M?T+R*Ut:T,M^h>=n^w>=n){var E=yc(so(p),so($));Kp(E);var I=yc(s,E);Kp(I);var C=(M^T>=0?-1:1)*un(I[2]);(r>C||r===C&&(E[0]||E[1]))&&(a+=M^T>=0?1:-1)}}return(o<-ne||o<ne&&l<-dx)^a&1}function yx(e,t,n,r){return function(i){var s=t(i),o=gx(),a=t(o),l=!1,u,c,f,d={point:p,lineStart:g,lineEnd:y,polygonStart:function(){d.point=b,d.lineStart=v,d.lineEnd=$,c=[],u=[]},polygonEnd:function(){d.point=p,d.lineStart=g,d.lineEnd=y,c=hp(c);var w=d6(u,r);c.length?(l||(i.polygonStart(),l=!0),bx(c,h6,w,n,i)):w&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function p(w,k){e(w,k)&&i.point(w,k)}function h(w,k){s.point(w,k)}function g(){d.point=h,s.lineStart()}function y(){d.point=p,s.lineEnd()}function b(w,k){f.push([w,k]),a.point(w,k)}function v(){a.lineStart(),f=[]}function $(){b(f[0][0],f[0][1]),a.lineEnd();var w=a.clean(),k=o.result(),x,S=k.length,T,R,L;if(f.pop(),u.push(f),f=null,!!S){if(w&1){if(R=k[0],(T=R.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),x=0;x<T;++x)i.point((L=R[x])[0],L[1]);i.lineEnd()}return}S>1&&w&2&&k.push(k.pop().concat(k.shift())),c.push(k.filter(p6))}}return d}}function p6(e){return e.length>1}function h6(e,t){return((e=e.x)[0]<0?e[1]-Be-ne:Be-e[1])-((t=t.x)[0]<0?t[1]-Be-ne:Be-t[1])}var rx=yx(function(){return!0},m6,b6,[-ae,-Be]);function m6(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?ae:-ae,l=me(s-t);me(l-ae)<ne?(e.point(t,n=(n+o)/2>0?Be:-Be),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=ae&&(me(t-r)<ne&&(t-=r*ne),me(s-a)<ne&&(s-=a*ne),n=g6(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function g6(e,t,n,r){var i,s,o=re(e-n);return me(o)>ne?ao((re(t)*(s=se(r))*re(n)-re(r)*(i=se(t))*re(e))/(i*s*o)):(t+r)/2}function b6(e,t,n,r){var i;if(e==null)i=n*Be,r.point(-ae,i),r.point(0,i),r.point(ae,i),r.point(ae,0),r.point(ae,-i),r.point(0,-i),r.point(-ae,-i),r.point(-ae,0),r.point(-ae,i);else if(me(e[0]-t[0])>ne){var s=e[0]<t[0]?ae:-ae;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function y6(e){var t=se(e),n=2*ze,r=t>0,i=me(t)>ne;function s(c,f,d,p){f6(p,e,n,d,c,f)}function o(c,f){return se(c)*se(f)>t}function a(c){var f,d,p,h,g;return{lineStart:function(){h=p=!1,g=1},point:function(y,b){var v=[y,b],$,w=o(y,b),k=r?w?0:u(y,b):w?u(y+(y<0?ae:-ae),b):0;if(!f&&(h=p=w)&&c.lineStart(),w!==p&&($=l(f,v),(!$||mc(f,$)||mc(v,$))&&(v[2]=1)),w!==p)g=0,w?(c.lineStart(),$=l(v,f),c.point($[0],$[1])):($=l(f,v),c.point($[0],$[1],2),c.lineEnd()),f=$;else if(i&&f&&r^w){var x;!(k&d)&&(x=l(v,f,!0))&&(g=0,r?(c.lineStart(),c.point(x[0][0],x[0][1]),c.point(x[1][0],x[1][1]),c.lineEnd()):(c.point(x[1][0],x[1][1]),c.lineEnd(),c.lineStart(),c.point(x[0][0],x[0][1],3)))}w&&(!f||!mc(f,v))&&c.point(v[0],v[1]),f=v,p=w,d=k},lineEnd:function(){p&&c.lineEnd(),f=null},clean:function(){return g|(h&&p)<<1}}}function l(c,f,d){var p=so(c),h=so(f),g=[1,0,0],y=yc(p,h),b=cc(y,y),v=y[0],$=b-v*v;if(!$)return!d&&c;var w=t*b/$,k=-t*v/$,x=yc(g,y),S=fc(g,w),T=fc(y,k);Op(S,T);var R=x,L=cc(S,R),M=cc(R,R),P=L*L-M*(cc(S,S)-1);if(!(P<0)){var E=Lt(P),I=fc(R,(-L-E)/M);if(Op(I,S),I=Vp(I),!d)return I;var C=c[0],H=f[0],z=c[1],J=f[1],B;H<C&&(B=C,C=H,H=B);var V=H-C,G=me(V-ae)<ne,W=G||V<ne;if(!G&&J<z&&(B=z,z=J,J=B),W?G?z+J>0^I[1]<(me(I[0]-C)<ne?z:J):z<=I[1]&&I[1]<=J:V>ae^(C<=I[0]&&I[0]<=H)){var j=fc(R,(-L+E)/M);return Op(j,S),[I,Vp(j)]}}}function u(c,f){var d=r?e:ae-e,p=0;return c<-d?p|=1:c>d&&(p|=2),f<-d?p|=4:f>d&&(p|=8),p}return yx(o,a,s,r?[0,-e]:[-ae,e-ae])}function v6(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,p=u-a,h;if(h=n-o,!(!d&&h>0)){if(h/=d,d<0){if(h<c)return;h<f&&(f=h)}else if(d>0){if(h>f)return;h>c&&(c=h)}if(h=i-o,!(!d&&h<0)){if(h/=d,d<0){if(h>f)return;h>c&&(c=h)}else if(d>0){if(h<c)return;h<f&&(f=h)}if(h=r-a,!(!p&&h>0)){if(h/=p,p<0){if(h<c)return;h<f&&(f=h)}else if(p>0){if(h>f)return;h>c&&(c=h)}if(h=s-a,!(!p&&h<0)){if(h/=p,p<0){if(h>f)return;h>c&&(c=h)}else if(p>0){if(h<c)return;h<f&&(f=h)}return c>0&&(e[0]=o+c*d,e[1]=a+c*p),f<1&&(t[0]=o+f*d,t[1]=a+f*p),!0}}}}}var Ca=1e9,pc=-Ca;function rh(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var p=0,h=0;if(u==null||(p=o(u,f))!==(h=o(c,f))||l(u,c)<0^f>0)do d.point(p===0||p===3?e:n,p>1?r:t);while((p=(p+f+4)%4)!==h);else d.point(c[0],c[1])}function o(u,c){return me(u[0]-e)<ne?c>0?0:3:me(u[0]-n)<ne?c>0?2:1:me(u[1]-t)<ne?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=gx(),d,p,h,g,y,b,v,$,w,k,x,S={point:T,lineStart:P,lineEnd:E,polygonStart:L,polygonEnd:M};function T(C,H){i(C,H)&&c.point(C,H)}function R(){for(var C=0,H=0,z=p.length;H<z;++H)for(var J=p[H],B=1,V=J.length,G=J[0],W,j,oe=G[0],le=G[1];B<V;++B)W=oe,j=le,G=J[B],oe=G[0],le=G[1],j<=r?le>r&&(oe-W)*(r-j)>(le-j)*(e-W)&&++C:le<=r&&(oe-W)*(r-j)<(le-j)*(e-W)&&--C;return C}function L(){c=f,d=[],p=[],x=!0}function M(){var C=R(),H=x&&C,z=(d=hp(d)).length;(H||z)&&(u.polygonStart(),H&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),z&&bx(d,a,C,s,u),u.polygonEnd()),c=u,d=p=h=null}function P(){S.point=I,p&&p.push(h=[]),k=!0,w=!1,v=$=NaN}function E(){d&&(I(g,y),b&&w&&f.rejoin(),d.push(f.result())),S.point=T,w&&c.lineEnd()}function I(C,H){var z=i(C,H);if(p&&h.push([C,H]),k)g=C,y=H,b=z,k=!1,z&&(c.lineStart(),c.point(C,H));else if(z&&w)c.point(C,H);else{var J=[v=Math.max(pc,Math.min(Ca,v)),$=Math.max(pc,Math.min(Ca,$))],B=[C=Math.max(pc,Math.min(Ca,C)),H=Math.max(pc,Math.min(Ca,H))];v6(J,B,e,t,n,r)?(w||(c.lineStart(),c.point(J[0],J[1])),c.point(B[0],B[1]),z||c.lineEnd(),x=!1):z&&(c.lineStart(),c.point(C,H),x=!1)}v=C,$=H,w=z}return S}}var Up=e=>e,Bp=new tn,Gp=new tn,vx,wx,Wp,Yp,Sr={point:ln,lineStart:ln,lineEnd:ln,polygonStart:function(){Sr.lineStart=w6,Sr.lineEnd=_6},polygonEnd:function(){Sr.lineStart=Sr.lineEnd=Sr.point=ln,Bp.add(me(Gp)),Gp=new tn},result:function(){var e=Bp/2;return Bp=new tn,e}};function w6(){Sr.point=x6}function x6(e,t){Sr.point=xx,vx=Wp=e,wx=Yp=t}function xx(e,t){Gp.add(Yp*e-Wp*t),Wp=e,Yp=t}function _6(){xx(vx,wx)}var oo=1/0,vc=oo,Ia=-oo,wc=Ia,xc={point:$6,lineStart:ln,lineEnd:ln,polygonStart:ln,polygonEnd:ln,result:function(){var e=[[oo,vc],[Ia,wc]];return Ia=wc=-(vc=oo=1/0),e}};function $6(e,t){e<oo&&(oo=e),e>Ia&&(Ia=e),t<vc&&(vc=t),t>wc&&(wc=t)}var Xp=0,Jp=0,Ra=0,_c=0,$c=0,io=0,Zp=0,Qp=0,Ma=0,_x,$x,Un,Gn,on={point:Ji,lineStart:ix,lineEnd:sx,polygonStart:function(){on.lineStart=T6,on.lineEnd=C6},polygonEnd:function(){on.point=Ji,on.lineStart=ix,on.lineEnd=sx},result:function(){var e=Ma?[Zp/Ma,Qp/Ma]:io?[_c/io,$c/io]:Ra?[Xp/Ra,Jp/Ra]:[NaN,NaN];return Xp=Jp=Ra=_c=$c=io=Zp=Qp=Ma=0,e}};function Ji(e,t){Xp+=e,Jp+=t,++Ra}function ix(){on.point=S6}function S6(e,t){on.point=k6,Ji(Un=e,Gn=t)}function k6(e,t){var n=e-Un,r=t-Gn,i=Lt(n*n+r*r);_c+=i*(Un+e)/2,$c+=i*(Gn+t)/2,io+=i,Ji(Un=e,Gn=t)}function sx(){on.point=Ji}function T6(){on.point=R6}function C6(){Sx(_x,$x)}function R6(e,t){on.point=Sx,Ji(_x=Un=e,$x=Gn=t)}function Sx(e,t){var n=e-Un,r=t-Gn,i=Lt(n*n+r*r);_c+=i*(Un+e)/2,$c+=i*(Gn+t)/2,io+=i,i=Gn*e-Un*t,Zp+=i*(Un+e),Qp+=i*(Gn+t),Ma+=i*3,Ji(Un=e,Gn=t)}function kx(e){this._context=e}kx.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,Ut);break}}},result:ln};var eh=new tn,Fp,Tx,Cx,Ea,Aa,Oa={point:ln,lineStart:function(){Oa.point=M6},lineEnd:function(){Fp&&Rx(Tx,Cx),Oa.point=ln},polygonStart:function(){Fp=!0},polygonEnd:function(){Fp=null},result:function(){var e=+eh;return eh=new tn,e}};function M6(e,t){Oa.point=Rx,Tx=Ea=e,Cx=Aa=t}function Rx(e,t){Ea-=e,Aa-=t,eh.add(Lt(Ea*Ea+Aa*Aa)),Ea=e,Aa=t}var ox,Sc,ax,lx,kc=class{constructor(t){this._append=t==null?Mx:E6(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==ax||this._append!==Sc){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,ax=r,Sc=this._append,lx=this._,this._=i}this._+=lx;break}}}result(){let t=this._;return this._="",t.length?t:null}};function Mx(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function E6(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return Mx;if(t!==ox){let n=10**t;ox=t,Sc=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return Sc}function Ba(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),oi(a,i(s))),s.result()}return o.area=function(a){return oi(a,i(Sr)),Sr.result()},o.measure=function(a){return oi(a,i(Oa)),Oa.result()},o.bounds=function(a){return oi(a,i(xc)),xc.result()},o.centroid=function(a){return oi(a,i(on)),on.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,Up):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new kc(n)):new kx(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new kc(n)),o},o.projection(e).digits(n).context(t)}function Fa(e){return{stream:Rc(e)}}function Rc(e){return function(t){var n=new th;for(var r in e)n[r]=e[r];return n.stream=t,n}}function th(){}th.prototype={constructor:th,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function ih(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),oi(n,e.stream(xc)),t(xc.result()),r!=null&&e.clipExtent(r),e}function sh(e,t,n){return ih(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function Ex(e,t,n){return sh(e,[[0,0],t],n)}function Ax(e,t,n){return ih(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function Px(e,t,n){return ih(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var ux=16,A6=se(30*ze);function cx(e,t){return+t?D6(e,t):P6(e)}function P6(e){return Rc({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function D6(e,t){function n(r,i,s,o,a,l,u,c,f,d,p,h,g,y){var b=u-r,v=c-i,$=b*b+v*v;if($>4*t&&g--){var w=o+d,k=a+p,x=l+h,S=Lt(w*w+k*k+x*x),T=un(x/=S),R=me(me(x)-1)<ne||me(s-f)<ne?(s+f)/2:kr(k,w),L=e(R,T),M=L[0],P=L[1],E=M-r,I=P-i,C=v*E-b*I;(C*C/$>t||me((b*E+v*I)/$-.5)>.3||o*d+a*p+l*h<A6)&&(n(r,i,s,o,a,l,M,P,R,w/=S,k/=S,x,g,y),y.point(M,P),n(M,P,R,w,k,x,u,c,f,d,p,h,g,y))}}return function(r){var i,s,o,a,l,u,c,f,d,p,h,g,y={point:b,lineStart:v,lineEnd:w,polygonStart:function(){r.polygonStart(),y.lineStart=k},polygonEnd:function(){r.polygonEnd(),y.lineStart=v}};function b(T,R){T=e(T,R),r.point(T[0],T[1])}function v(){f=NaN,y.point=$,r.lineStart()}function $(T,R){var L=so([T,R]),M=e(T,R);n(f,d,c,p,h,g,f=M[0],d=M[1],c=T,p=L[0],h=L[1],g=L[2],ux,r),r.point(f,d)}function w(){y.point=b,r.lineEnd()}function k(){v(),y.point=x,y.lineEnd=S}function x(T,R){$(i=T,R),s=f,o=d,a=p,l=h,u=g,y.point=$}function S(){n(f,d,c,p,h,g,s,o,i,a,l,u,ux,r),y.lineEnd=w,w()}return y}}var L6=Rc({point:function(e,t){this.stream.point(e*ze,t*ze)}});function N6(e){return Rc({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function I6(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function fx(e,t,n,r,i,s){if(!s)return I6(e,t,n,r,i);var o=se(s),a=re(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,p=(a*t+o*n)/e;function h(g,y){return g*=r,y*=i,[l*g-u*y+t,n-u*g-l*y]}return h.invert=function(g,y){return[r*(c*g-f*y+d),i*(p-f*g-c*y)]},h}function ai(e){return Dx(function(){return e})()}function Dx(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,p=1,h=null,g=rx,y=null,b,v,$,w=Up,k=.5,x,S,T,R,L;function M(C){return T(C[0]*ze,C[1]*ze)}function P(C){return C=T.invert(C[0],C[1]),C&&[C[0]*Tt,C[1]*Tt]}M.stream=function(C){return R&&L===C?R:R=L6(N6(c)(g(x(w(L=C)))))},M.preclip=function(C){return arguments.length?(g=C,h=void 0,I()):g},M.postclip=function(C){return arguments.length?(w=C,y=b=v=$=null,I()):w},M.clipAngle=function(C){return arguments.length?(g=+C?y6(h=C*ze):(h=null,rx),I()):h*Tt},M.clipExtent=function(C){return arguments.length?(w=C==null?(y=b=v=$=null,Up):rh(y=+C[0][0],b=+C[0][1],v=+C[1][0],$=+C[1][1]),I()):y==null?null:[[y,b],[v,$]]},M.scale=function(C){return arguments.length?(n=+C,E()):n},M.translate=function(C){return arguments.length?(r=+C[0],i=+C[1],E()):[r,i]},M.center=function(C){return arguments.length?(s=C[0]%360*ze,o=C[1]%360*ze,E()):[s*Tt,o*Tt]},M.rotate=function(C){return arguments.length?(a=C[0]%360*ze,l=C[1]%360*ze,u=C.length>2?C[2]%360*ze:0,E()):[a*Tt,l*Tt,u*Tt]},M.angle=function(C){return arguments.length?(f=C%360*ze,E()):f*Tt},M.reflectX=function(C){return arguments.length?(d=C?-1:1,E()):d<0},M.reflectY=function(C){return arguments.length?(p=C?-1:1,E()):p<0},M.precision=function(C){return arguments.length?(x=cx(S,k=C*C),I()):Lt(k)},M.fitExtent=function(C,H){return sh(M,C,H)},M.fitSize=function(C,H){return Ex(M,C,H)},M.fitWidth=function(C,H){return Ax(M,C,H)},M.fitHeight=function(C,H){return Px(M,C,H)};function E(){var C=fx(n,0,0,d,p,f).apply(null,t(s,o)),H=fx(n,r-C[0],i-C[1],d,p,f);return c=mx(a,l,u),S=qp(t,H),T=qp(c,S),x=cx(S,k),I()}function I(){return R=L=null,M}return function(){return t=e.apply(this,arguments),M.invert=t.invert&&P,E()}}function oh(e){var t=0,n=ae/3,r=Dx(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*ze,n=s[1]*ze):[t*Tt,n*Tt]},i}function O6(e){var t=se(e);function n(r,i){return[r*t,re(i)/t]}return n.invert=function(r,i){return[r/t,un(i*t)]},n}function z6(e,t){var n=re(e),r=(n+re(t))/2;if(me(r)<ne)return O6(e);var i=1+n*(2*r-n),s=Lt(i)/r;function o(a,l){var u=Lt(i-2*r*re(l))/r;return[u*re(a*=r),s-u*se(a)]}return o.invert=function(a,l){var u=s-l,c=kr(a,me(u))*an(u);return u*r<0&&(c-=ae*an(a)*an(u)),[c/r,un((i-(a*a+u*u)*r*r)/(2*r))]},o}function za(){return oh(z6).scale(155.424).center([0,33.6442])}function ah(){return za().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function B6(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function Lx(){var e,t,n=ah(),r,i=za().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=za().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,p){l=[d,p]}};function c(d){var p=d[0],h=d[1];return l=null,r.point(p,h),l||(s.point(p,h),l)||(a.point(p,h),l)}c.invert=function(d){var p=n.scale(),h=n.translate(),g=(d[0]-h[0])/p,y=(d[1]-h[1])/p;return(y>=.12&&y<.234&&g>=-.425&&g<-.214?i:y>=.166&&y<.234&&g>=-.214&&g<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=B6([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var p=n.scale(),h=+d[0],g=+d[1];return r=n.translate(d).clipExtent([[h-.455*p,g-.238*p],[h+.455*p,g+.238*p]]).stream(u),s=i.translate([h-.307*p,g+.201*p]).clipExtent([[h-.425*p+ne,g+.12*p+ne],[h-.214*p-ne,g+.234*p-ne]]).stream(u),a=o.translate([h-.205*p,g+.212*p]).clipExtent([[h-.214*p+ne,g+.166*p+ne],[h-.115*p-ne,g+.234*p-ne]]).stream(u),f()},c.fitExtent=function(d,p){return sh(c,d,p)},c.fitSize=function(d,p){return Ex(c,d,p)},c.fitWidth=function(d,p){return Ax(c,d,p)},c.fitHeight=function(d,p){return Px(c,d,p)};function f(){return e=t=null,c}return c.scale(1070)}function Nx(e){return function(t,n){var r=se(t),i=se(n),s=e(r*i);return s===1/0?[2,0]:[s*i*re(t),s*re(n)]}}function Ha(e){return function(t,n){var r=Lt(t*t+n*n),i=e(r),s=re(i),o=se(i);return[kr(t*s,r*o),un(r&&n*s/r)]}}var Ix=Nx(function(e){return Lt(2/(1+e))});Ix.invert=Ha(function(e){return 2*un(e/2)});function Ox(){return ai(Ix).scale(124.75).clipAngle(180-.001)}var zx=Nx(function(e){return(e=hx(e))&&e/re(e)});zx.invert=Ha(function(e){return e});function Bx(){return ai(zx).scale(79.4188).clipAngle(180-.001)}function Mc(e,t){return[e,gc(nh((Be+t)/2))]}Mc.invert=function(e,t){return[e,2*ao(px(t))-Be]};function Fx(){return Hx(Mc).scale(961/Ut)}function Hx(e){var t=ai(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=ae*r(),d=t(c6(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===Mc?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function hc(e){return nh((Be+e)/2)}function F6(e,t){var n=se(e),r=e===t?re(e):gc(n/se(t))/gc(hc(t)/hc(e)),i=n*Ip(hc(e),r)/r;if(!r)return Mc;function s(o,a){i>0?a<-Be+ne&&(a=-Be+ne):a>Be-ne&&(a=Be-ne);var l=i/Ip(hc(a),r);return[l*re(r*o),i-l*se(r*o)]}return s.invert=function(o,a){var l=i-a,u=an(r)*Lt(o*o+l*l),c=kr(o,me(l))*an(l);return l*r<0&&(c-=ae*an(o)*an(l)),[c/r,2*ao(Ip(i/u,1/r))-Be]},s}function Vx(){return oh(F6).scale(109.5).parallels([30,30])}function Tc(e,t){return[e,t]}Tc.invert=Tc;function Kx(){return ai(Tc).scale(152.63)}function H6(e,t){var n=se(e),r=e===t?re(e):(n-se(t))/(t-e),i=n/r+e;if(me(r)<ne)return Tc;function s(o,a){var l=i-a,u=r*o;return[l*re(u),i-l*se(u)]}return s.invert=function(o,a){var l=i-a,u=kr(o,me(l))*an(l);return l*r<0&&(u-=ae*an(o)*an(l)),[u/r,i-an(r)*Lt(o*o+l*l)]},s}function qx(){return oh(H6).scale(131.154).center([0,13.9389])}var Pa=1.340264,Da=-.081106,La=893e-6,Na=.003796,Cc=Lt(3)/2,V6=12;function jx(e,t){var n=un(Cc*re(t)),r=n*n,i=r*r*r;return[e*se(n)/(Cc*(Pa+3*Da*r+i*(7*La+9*Na*r))),n*(Pa+Da*r+i*(La+Na*r))]}jx.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<V6&&(a=n*(Pa+Da*r+i*(La+Na*r))-t,l=Pa+3*Da*r+i*(7*La+9*Na*r),n-=o=a/l,r=n*n,i=r*r*r,!(me(o)<dx));++s);return[Cc*e*(Pa+3*Da*r+i*(7*La+9*Na*r))/se(n),un(re(n)/Cc)]};function Ux(){return ai(jx).scale(177.158)}function Gx(e,t){var n=se(t),r=se(e)*n;return[n*re(e)/r,re(t)/r]}Gx.invert=Ha(ao);function Wx(){return ai(Gx).scale(144.049).clipAngle(60)}function K6(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}K6.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(me(i)>ne&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function Yx(e,t){return[se(t)*re(e),re(t)]}Yx.invert=Ha(un);function Xx(){return ai(Yx).scale(249.5).clipAngle(90+ne)}function Jx(e,t){var n=se(t),r=1+se(e)*n;return[n*re(e)/r,re(t)/r]}Jx.invert=Ha(function(e){return 2*ao(e)});function Zx(){return ai(Jx).scale(250).clipAngle(142)}function Qx(e,t){return[gc(nh((Be+t)/2)),-e]}Qx.invert=function(e,t){return[-t,2*ao(px(e))-Be]};function e1(){var e=Hx(Qx),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var lh=new Date,uh=new Date;function Je(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>Je(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(lh.setTime(+s),uh.setTime(+o),e(lh),e(uh),Math.floor(n(lh,uh))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Ec=Je(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);Ec.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?Je(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):Ec);var EN=Ec.range,Tr=1e3,cn=Tr*60,Cr=cn*60,Rr=Cr*24,fh=Rr*7,t1=Rr*30,ch=Rr*365,Ct=Je(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*Tr)},(e,t)=>(t-e)/Tr,e=>e.getUTCSeconds()),AN=Ct.range,Zi=Je(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*Tr)},(e,t)=>{e.setTime(+e+t*cn)},(e,t)=>(t-e)/cn,e=>e.getMinutes()),PN=Zi.range,Qi=Je(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*cn)},(e,t)=>(t-e)/cn,e=>e.getUTCMinutes()),DN=Qi.range,es=Je(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*Tr-e.getMinutes()*cn)},(e,t)=>{e.setTime(+e+t*Cr)},(e,t)=>(t-e)/Cr,e=>e.getHours()),LN=es.range,ts=Je(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*Cr)},(e,t)=>(t-e)/Cr,e=>e.getUTCHours()),NN=ts.range,Wn=Je(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*cn)/Rr,e=>e.getDate()-1),IN=Wn.range,lo=Je(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/Rr,e=>e.getUTCDate()-1),ON=lo.range,Va=Je(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/Rr,e=>Math.floor(e/Rr)),zN=Va.range;function ns(e){return Je(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*cn)/fh)}var Yn=ns(0),rs=ns(1),dh=ns(2),ph=ns(3),Mr=ns(4),hh=ns(5),mh=ns(6),BN=Yn.range,FN=rs.range,HN=dh.range,VN=ph.range,KN=Mr.range,qN=hh.range,jN=mh.range;function is(e){return Je(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/fh)}var Xn=is(0),ss=is(1),gh=is(2),bh=is(3),Er=is(4),yh=is(5),vh=is(6),UN=Xn.range,GN=ss.range,WN=gh.range,YN=bh.range,XN=Er.range,JN=yh.range,ZN=vh.range,os=Je(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),QN=os.range,as=Je(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),eI=as.range,Nt=Je(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());Nt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Je(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var tI=Nt.range,It=Je(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());It.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Je(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var nI=It.range;function n1(e,t,n,r,i,s){let o=[[Ct,1,Tr],[Ct,5,5*Tr],[Ct,15,15*Tr],[Ct,30,30*Tr],[s,1,cn],[s,5,5*cn],[s,15,15*cn],[s,30,30*cn],[i,1,Cr],[i,3,3*Cr],[i,6,6*Cr],[i,12,12*Cr],[r,1,Rr],[r,2,2*Rr],[n,1,fh],[t,1,t1],[t,3,3*t1],[e,1,ch]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let p=f&&typeof f.range=="function"?f:l(u,c,f),h=p?p.range(u,+c+1):[];return d?h.reverse():h}function l(u,c,f){let d=Math.abs(c-u)/f,p=js(([,,y])=>y).right(o,d);if(p===o.length)return e.every(wa(u/ch,c/ch,f));if(p===0)return Ec.every(Math.max(wa(u,c,f),1));let[h,g]=o[d/o[p-1][2]<o[p][2]/d?p-1:p];return h.every(g)}return[a,l]}var[r1,Ac]=n1(It,as,Xn,Va,ts,Qi),[i1,s1]=n1(Nt,os,Yn,Wn,es,Zi);function wh(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function xh(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Ka(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function q6(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=qa(i),c=ja(i),f=qa(s),d=ja(s),p=qa(o),h=ja(o),g=qa(a),y=ja(a),b=qa(l),v=ja(l),$={a:z,A:J,b:B,B:V,c:null,d:f1,e:f1,f:p5,g:$5,G:k5,H:c5,I:f5,j:d5,L:g1,m:h5,M:m5,p:G,q:W,Q:h1,s:m1,S:g5,u:b5,U:y5,V:v5,w:w5,W:x5,x:null,X:null,y:_5,Y:S5,Z:T5,"%":p1},w={a:j,A:oe,b:le,B:ce,c:null,d:d1,e:d1,f:E5,g:F5,G:V5,H:C5,I:R5,j:M5,L:y1,m:A5,M:P5,p:q,q:ee,Q:h1,s:m1,S:D5,u:L5,U:N5,V:I5,w:O5,W:z5,x:null,X:null,y:B5,Y:H5,Z:K5,"%":p1},k={a:L,A:M,b:P,B:E,c:I,d:u1,e:u1,f:o5,g:l1,G:a1,H:c1,I:c1,j:n5,L:s5,m:t5,M:r5,p:R,q:e5,Q:l5,s:u5,S:i5,u:Y6,U:X6,V:J6,w:W6,W:Z6,x:C,X:H,y:l1,Y:a1,Z:Q6,"%":a5};$.x=x(n,$),$.X=x(r,$),$.c=x(t,$),w.x=x(n,w),w.X=x(r,w),w.c=x(t,w);function x(N,K){return function(Y){var A=[],de=-1,Z=0,he=N.length,Me,mt,Yr;for(Y instanceof Date||(Y=new Date(+Y));++de<he;)N.charCodeAt(de)===37&&(A.push(N.slice(Z,de)),(mt=o1[Me=N.charAt(++de)])!=null?Me=N.charAt(++de):mt=Me==="e"?" ":"0",(Yr=K[Me])&&(Me=Yr(Y,mt)),A.push(Me),Z=de+1);return A.push(N.slice(Z,de)),A.join("")}}function S(N,K){return function(Y){var A=Ka(1900,void 0,1),de=T(A,N,Y+="",0),Z,he;if(de!=Y.length)return null;if("Q"in A)return new Date(A.Q);if("s"in A)return new Date(A.s*1e3+("L"in A?A.L:0));if(K&&!("Z"in A)&&(A.Z=0),"p"in A&&(A.H=A.H%12+A.p*12),A.m===void 0&&(A.m="q"in A?A.q:0),"V"in A){if(A.V<1||A.V>53)return null;"w"in A||(A.w=1),"Z"in A?(Z=xh(Ka(A.y,0,1)),he=Z.getUTCDay(),Z=he>4||he===0?ss.ceil(Z):ss(Z),Z=lo.offset(Z,(A.V-1)*7),A.y=Z.getUTCFullYear(),A.m=Z.getUTCMonth(),A.d=Z.getUTCDate()+(A.w+6)%7):(Z=wh(Ka(A.y,0,1)),he=Z.getDay(),Z=he>4||he===0?rs.ceil(Z):rs(Z),Z=Wn.offset(Z,(A.V-1)*7),A.y=Z.getFullYear(),A.m=Z.getMonth(),A.d=Z.getDate()+(A.w+6)%7)}else("W"in A||"U"in A)&&("w"in A||(A.w="u"in A?A.u%7:"W"in A?1:0),he="Z"in A?xh(Ka(A.y,0,1)).getUTCDay():wh(Ka(A.y,0,1)).getDay(),A.m=0,A.d="W"in A?(A.w+6)%7+A.W*7-(he+5)%7:A.w+A.U*7-(he+6)%7);return"Z"in A?(A.H+=A.Z/100|0,A.M+=A.Z%100,xh(A)):wh(A)}}function T(N,K,Y,A){for(var de=0,Z=K.length,he=Y.length,Me,mt;de<Z;){if(A>=he)return-1;if(Me=K.charCodeAt(de++),Me===37){if(Me=K.charAt(de++),mt=k[Me in o1?K.charAt(de++):Me],!mt||(A=mt(N,Y,A))<0)return-1}else if(Me!=Y.charCodeAt(A++))return-1}return A}function R(N,K,Y){var A=u.exec(K.slice(Y));return A?(N.p=c.get(A[0].toLowerCase()),Y+A[0].length):-1}function L(N,K,Y){var A=p.exec(K.slice(Y));return A?(N.w=h.get(A[0].toLowerCase()),Y+A[0].length):-1}function M(N,K,Y){var A=f.exec(K.slice(Y));return A?(N.w=d.get(A[0].toLowerCase()),Y+A[0].length):-1}function P(N,K,Y){var A=b.exec(K.slice(Y));return A?(N.m=v.get(A[0].toLowerCase()),Y+A[0].length):-1}function E(N,K,Y){var A=g.exec(K.slice(Y));return A?(N.m=y.get(A[0].toLowerCase()),Y+A[0].length):-1}function I(N,K,Y){return T(N,t,K,Y)}function C(N,K,Y){return T(N,n,K,Y)}function H(N,K,Y){return T(N,r,K,Y)}function z(N){return o[N.getDay()]}function J(N){return s[N.getDay()]}function B(N){return l[N.getMonth()]}function V(N){return a[N.getMonth()]}function G(N){return i[+(N.getHours()>=12)]}function W(N){return 1+~~(N.getMonth()/3)}function j(N){return o[N.getUTCDay()]}function oe(N){return s[N.getUTCDay()]}function le(N){return l[N.getUTCMonth()]}function ce(N){return a[N.getUTCMonth()]}function q(N){return i[+(N.getUTCHours()>=12)]}function ee(N){return 1+~~(N.getUTCMonth()/3)}return{format:function(N){var K=x(N+="",$);return K.toString=function(){return N},K},parse:function(N){var K=S(N+="",!1);return K.toString=function(){return N},K},utcFormat:function(N){var K=x(N+="",w);return K.toString=function(){return N},K},utcParse:function(N){var K=S(N+="",!0);return K.toString=function(){return N},K}}}var o1={"-":"",_:" ",0:"0"},lt=/^\s*\d+/,j6=/^%/,U6=/[\\^$*+?|[\]().{}]/g;function pe(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function G6(e){return e.replace(U6,"\\$&")}function qa(e){return new RegExp("^(?:"+e.map(G6).join("|")+")","i")}function ja(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function W6(e,t,n){var r=lt.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function Y6(e,t,n){var r=lt.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function X6(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function J6(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function Z6(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function a1(e,t,n){var r=lt.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function l1(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function Q6(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function e5(e,t,n){var r=lt.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function t5(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function u1(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function n5(e,t,n){var r=lt.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function c1(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function r5(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function i5(e,t,n){var r=lt.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function s5(e,t,n){var r=lt.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function o5(e,t,n){var r=lt.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function a5(e,t,n){var r=j6.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function l5(e,t,n){var r=lt.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function u5(e,t,n){var r=lt.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function f1(e,t){return pe(e.getDate(),t,2)}function c5(e,t){return pe(e.getHours(),t,2)}function f5(e,t){return pe(e.getHours()%12||12,t,2)}function d5(e,t){return pe(1+Wn.count(Nt(e),e),t,3)}function g1(e,t){return pe(e.getMilliseconds(),t,3)}function p5(e,t){return g1(e,t)+"000"}function h5(e,t){return pe(e.getMonth()+1,t,2)}function m5(e,t){return pe(e.getMinutes(),t,2)}function g5(e,t){return pe(e.getSeconds(),t,2)}function b5(e){var t=e.getDay();return t===0?7:t}function y5(e,t){return pe(Yn.count(Nt(e)-1,e),t,2)}function b1(e){var t=e.getDay();return t>=4||t===0?Mr(e):Mr.ceil(e)}function v5(e,t){return e=b1(e),pe(Mr.count(Nt(e),e)+(Nt(e).getDay()===4),t,2)}function w5(e){return e.getDay()}function x5(e,t){return pe(rs.count(Nt(e)-1,e),t,2)}function _5(e,t){return pe(e.getFullYear()%100,t,2)}function $5(e,t){return e=b1(e),pe(e.getFullYear()%100,t,2)}function S5(e,t){return pe(e.getFullYear()%1e4,t,4)}function k5(e,t){var n=e.getDay();return e=n>=4||n===0?Mr(e):Mr.ceil(e),pe(e.getFullYear()%1e4,t,4)}function T5(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+pe(t/60|0,"0",2)+pe(t%60,"0",2)}function d1(e,t){return pe(e.getUTCDate(),t,2)}function C5(e,t){return pe(e.getUTCHours(),t,2)}function R5(e,t){return pe(e.getUTCHours()%12||12,t,2)}function M5(e,t){return pe(1+lo.count(It(e),e),t,3)}function y1(e,t){return pe(e.getUTCMilliseconds(),t,3)}function E5(e,t){return y1(e,t)+"000"}function A5(e,t){return pe(e.getUTCMonth()+1,t,2)}function P5(e,t){return pe(e.getUTCMinutes(),t,2)}function D5(e,t){return pe(e.getUTCSeconds(),t,2)}function L5(e){var t=e.getUTCDay();return t===0?7:t}function N5(e,t){return pe(Xn.count(It(e)-1,e),t,2)}function v1(e){var t=e.getUTCDay();return t>=4||t===0?Er(e):Er.ceil(e)}function I5(e,t){return e=v1(e),pe(Er.count(It(e),e)+(It(e).getUTCDay()===4),t,2)}function O5(e){return e.getUTCDay()}function z5(e,t){return pe(ss.count(It(e)-1,e),t,2)}function B5(e,t){return pe(e.getUTCFullYear()%100,t,2)}function F5(e,t){return e=v1(e),pe(e.getUTCFullYear()%100,t,2)}function H5(e,t){return pe(e.getUTCFullYear()%1e4,t,4)}function V5(e,t){var n=e.getUTCDay();return e=n>=4||n===0?Er(e):Er.ceil(e),pe(e.getUTCFullYear()%1e4,t,4)}function K5(){return"+0000"}function p1(){return"%"}function h1(e){return+e}function m1(e){return Math.floor(+e/1e3)}var uo,Ua,q5,Jn,w1;j5({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function j5(e){return uo=q6(e),Ua=uo.format,q5=uo.parse,Jn=uo.utcFormat,w1=uo.utcParse,uo}var x1="%Y-%m-%dT%H:%M:%S.%LZ";function U5(e){return e.toISOString()}var sI=Date.prototype.toISOString?U5:Jn(x1);function G5(e){var t=new Date(e);return isNaN(t)?null:t}var oI=+new Date("2000-01-01T00:00:00.000Z")?G5:w1(x1);function Zn(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function Dc(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var Pc=Symbol("implicit");function Lc(){var e=new nn,t=[],n=[],r=Pc;function i(s){let o=e.get(s);if(o===void 0){if(r!==Pc)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new nn;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return Lc(t,n).unknown(r)},Zn.apply(i,arguments),i}function co(){var e=Lc().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,p=i<r,h=p?i:r,g=p?r:i;s=(g-h)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),h+=(g-h-s*(d-l))*c,o=s*(1-l),a&&(h=Math.round(h),o=Math.round(o));var y=Gs(d).map(function(b){return h+s*b});return n(p?y.reverse():y)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return co(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},Zn.apply(f(),arguments)}function M1(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return M1(t())},e}function E1(){return M1(co.apply(null,arguments).paddingInner(1))}function W5(e){return function(){return e}}function _h(e){return+e}var _1=[0,1];function fn(e){return e}function $h(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:W5(isNaN(t)?NaN:.5)}function Y5(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function X5(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=$h(i,r),s=n(o,s)):(r=$h(r,i),s=n(s,o)),function(a){return s(r(a))}}function J5(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=$h(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=Us(e,a,1,r)-1;return s[l](i[l](a))}}function Ga(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Nc(){var e=_1,t=_1,n=to,r,i,s,o=fn,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==fn&&(o=Y5(e[0],e[d-1])),a=d>2?J5:X5,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),Xe)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,_h),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=ka,c()},f.clamp=function(d){return arguments.length?(o=d?!0:fn,c()):o!==fn},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,p){return r=d,i=p,c()}}function A1(){return Nc()(fn,fn)}function Z5(e,t,n,r){var i=wa(e,t,n),s;switch(r=ro(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=Uw(i,o))&&(r.precision=s),Np(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=Gw(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=jw(i))&&(r.precision=s-(r.type==="%")*2);break}}return jn(r)}function Wa(e){var t=e.domain;return e.ticks=function(n){var r=t();return ni(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return Z5(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=qs(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function Ya(){var e=A1();return e.copy=function(){return Ga(e,Ya())},Zn.apply(e,arguments),Wa(e)}function Sh(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,_h),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return Sh(e).unknown(t)},e=arguments.length?Array.from(e,_h):[0,1],Wa(n)}function P1(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function $1(e){return Math.log(e)}function S1(e){return Math.exp(e)}function Q5(e){return-Math.log(-e)}function e4(e){return-Math.exp(-e)}function t4(e){return isFinite(e)?+("1e"+e):e<0?0:e}function n4(e){return e===10?t4:e===Math.E?Math.exp:t=>Math.pow(e,t)}function r4(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function k1(e){return(t,n)=>-e(-t,n)}function D1(e){let t=e($1,S1),n=t.domain,r=10,i,s;function o(){return i=r4(r),s=n4(r),n()[0]<0?(i=k1(i),s=k1(s),e(Q5,e4)):e($1,S1),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),p=i(c),h,g,y=a==null?10:+a,b=[];if(!(r%1)&&p-d<y){if(d=Math.floor(d),p=Math.ceil(p),u>0){for(;d<=p;++d)for(h=1;h<r;++h)if(g=d<0?h/s(-d):h*s(d),!(g<u)){if(g>c)break;b.push(g)}}else for(;d<=p;++d)for(h=r-1;h>=1;--h)if(g=d>0?h/s(-d):h*s(d),!(g<u)){if(g>c)break;b.push(g)}b.length*2<y&&(b=ni(u,c,y))}else b=ni(d,p,Math.min(p-d,y)).map(s);return f?b.reverse():b},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=ro(l)).precision==null&&(l.trim=!0),l=jn(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(P1(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function kh(){let e=D1(Nc()).domain([1,10]);return e.copy=()=>Ga(e,kh()).base(e.base()),Zn.apply(e,arguments),e}function T1(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function C1(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function L1(e){var t=1,n=e(T1(t),C1(t));return n.constant=function(r){return arguments.length?e(T1(t=+r),C1(t)):t},Wa(n)}function Th(){var e=L1(Nc());return e.copy=function(){return Ga(e,Th()).constant(e.constant())},Zn.apply(e,arguments)}function R1(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function i4(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function s4(e){return e<0?-e*e:e*e}function N1(e){var t=e(fn,fn),n=1;function r(){return n===1?e(fn,fn):n===.5?e(i4,s4):e(R1(n),R1(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},Wa(t)}function Ch(){var e=N1(Nc());return e.copy=function(){return Ga(e,Ch()).exponent(e.exponent())},Zn.apply(e,arguments),e}function Rh(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=O0(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[Us(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(bt),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return Rh().domain(e).range(t).unknown(r)},Zn.apply(s,arguments)}function Mh(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[Us(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return Mh().domain(e).range(t).unknown(n)},Zn.apply(i,arguments)}function o4(e){return new Date(e)}function a4(e){return e instanceof Date?+e:Math.round(e)}function Eh(e,t,n,r,i,s,o,a,l,u){var c=A1(),f=c.invert,d=c.domain,p=u(".%L"),h=u(":%S"),g=u("%I:%M"),y=u("%I %p"),b=u("%a %d"),v=u("%b %d"),$=u("%B"),w=u("%Y");function k(x){return(l(x)<x?p:a(x)<x?h:o(x)<x?g:s(x)<x?y:r(x)<x?i(x)<x?b:v:n(x)<x?$:w)(x)}return c.invert=function(x){return new Date(Math.round(f(x)))},c.domain=function(x){return arguments.length?d(Array.from(x,a4)):d().map(o4)},c.ticks=function(x){var S=d();return e(S[0],S[S.length-1],x??10)},c.tickFormat=function(x,S){return S==null?k:u(S)},c.nice=function(x){var S=d();return(!x||typeof x.range!="function")&&(x=t(S[0],S[S.length-1],x??10)),x?d(P1(S,x)):c},c.copy=function(){return Ga(c,Eh(e,t,n,r,i,s,o,a,l,u))},c}function I1(){return Zn.apply(Eh(i1,s1,Nt,os,Yn,Wn,es,Zi,Ct,Ua).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function O1(){return Zn.apply(Eh(r1,Ac,It,as,Xn,lo,ts,Qi,Ct,Jn).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Ic(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Oc(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=fn,c,f=!1,d;function p(g){return g==null||isNaN(g=+g)?d:(g=.5+((g=+c(g))-s)*(r*g<r*s?a:l),u(f?Math.max(0,Math.min(1,g)):g))}p.domain=function(g){return arguments.length?([e,t,n]=g,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,p):[e,t,n]},p.clamp=function(g){return arguments.length?(f=!!g,p):f},p.interpolator=function(g){return arguments.length?(u=g,p):u};function h(g){return function(y){var b,v,$;return arguments.length?([b,v,$]=y,u=si(g,[b,v,$]),p):[u(0),u(.5),u(1)]}}return p.range=h(to),p.rangeRound=h(ka),p.unknown=function(g){return arguments.length?(d=g,p):d},function(g){return c=g,i=g(e),s=g(t),o=g(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,p}}function Ah(){var e=Wa(Oc()(fn));return e.copy=function(){return Ic(e,Ah())},Dc.apply(e,arguments)}function Ph(){var e=D1(Oc()).domain([.1,1,10]);return e.copy=function(){return Ic(e,Ph()).base(e.base())},Dc.apply(e,arguments)}function Dh(){var e=L1(Oc());return e.copy=function(){return Ic(e,Dh()).constant(e.constant())},Dc.apply(e,arguments)}function Lh(){var e=N1(Oc());return e.copy=function(){return Ic(e,Lh()).exponent(e.exponent())},Dc.apply(e,arguments)}function ie(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var z1=ie("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),B1=ie("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),F1=ie("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),H1=ie("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),V1=ie("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),K1=ie("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),q1=ie("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),j1=ie("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),U1=ie("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),G1=ie("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),W1=ie("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),Re=e=>Mw(e[e.length-1]),Nh=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(ie),Ih=Re(Nh),Oh=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(ie),zh=Re(Oh),Bh=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(ie),Fh=Re(Bh),Hh=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(ie),Vh=Re(Hh),Fc=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(ie),Xa=Re(Fc),Kh=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(ie),qh=Re(Kh),Hc=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(ie),Ja=Re(Hc),jh=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(ie),Uh=Re(jh),Gh=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(ie),Wh=Re(Gh),Yh=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(ie),Xh=Re(Yh),Jh=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(ie),Zh=Re(Jh),Qh=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(ie),em=Re(Qh),tm=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(ie),nm=Re(tm),rm=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(ie),im=Re(rm),sm=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(ie),om=Re(sm),am=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(ie),lm=Re(am),um=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(ie),cm=Re(um),fm=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(ie),dm=Re(fm),pm=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(ie),hm=Re(pm),mm=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(ie),gm=Re(mm),bm=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(ie),ym=Re(bm),vm=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(ie),wm=Re(vm),xm=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(ie),_m=Re(xm),$m=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(ie),Sm=Re($m),km=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(ie),Tm=Re(km),Cm=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(ie),Rm=Re(Cm),Mm=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(ie),Em=Re(Mm);function Am(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var Pm=oc(sn(300,.5,0),sn(-240,.5,1)),Dm=oc(sn(-100,.75,.35),sn(80,1.5,.8)),Lm=oc(sn(260,.75,.35),sn(80,1.5,.8)),zc=sn();function Nm(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return zc.h=360*e-100,zc.s=1.5-1.5*t,zc.l=.8-.9*t,zc+""}var Bc=Cn(),l4=Math.PI/3,u4=Math.PI*2/3;function Im(e){var t;return e=(.5-e)*Math.PI,Bc.r=255*(t=Math.sin(e))*t,Bc.g=255*(t=Math.sin(e+l4))*t,Bc.b=255*(t=Math.sin(e+u4))*t,Bc+""}function Om(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function Vc(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var zm=Vc(ie("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Bm=Vc(ie("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),Fm=Vc(ie("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),Hm=Vc(ie("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function ut(e){return function(){return e}}var e_=Math.cos;var jm=Math.min,Kc=Math.sin,Ze=Math.sqrt,Y1=1e-12,Za=Math.PI,yI=Za/2,Wc=2*Za;function t_(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new Xi(t)}var vI=Array.prototype.slice;function n_(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function r_(e){this._context=e}r_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function ls(e){return new r_(e)}function i_(e){return e[0]}function s_(e){return e[1]}function Um(e,t){var n=ut(!0),r=null,i=ls,s=null,o=t_(a);e=typeof e=="function"?e:e===void 0?i_:ut(e),t=typeof t=="function"?t:t===void 0?s_:ut(t);function a(l){var u,c=(l=n_(l)).length,f,d=!1,p;for(r==null&&(s=i(p=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(p)return s=null,p+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:ut(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:ut(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:ut(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function o_(e,t,n){var r=null,i=ut(!0),s=null,o=ls,a=null,l=t_(u);e=typeof e=="function"?e:e===void 0?i_:ut(+e),t=typeof t=="function"?t:ut(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?s_:ut(+n);function u(f){var d,p,h,g=(f=n_(f)).length,y,b=!1,v,$=new Array(g),w=new Array(g);for(s==null&&(a=o(v=l())),d=0;d<=g;++d){if(!(d<g&&i(y=f[d],d,f))===b)if(b=!b)p=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),h=d-1;h>=p;--h)a.point($[h],w[h]);a.lineEnd(),a.areaEnd()}b&&($[d]=+e(y,d,f),w[d]=+t(y,d,f),a.point(r?+r(y,d,f):$[d],n?+n(y,d,f):w[d]))}if(v)return a=null,v+""||null}function c(){return Um().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:ut(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:ut(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:ut(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:ut(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:ut(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:ut(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:ut(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var wI=c4(ls);function a_(e){this._curve=e}a_.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function c4(e){function t(n){return new a_(e(n))}return t._curve=e,t}var qc=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function l_(e){return new qc(e,!0)}function u_(e){return new qc(e,!1)}var f4=Ze(3),Gm={draw(e,t){let n=Ze(t+jm(t/28,.75))*.59436,r=n/2,i=r*f4;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},us={draw(e,t){let n=Ze(t/Za);e.moveTo(n,0),e.arc(0,0,n,0,Wc)}},Wm={draw(e,t){let n=Ze(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},c_=Ze(1/3),d4=c_*2,Ym={draw(e,t){let n=Ze(t/d4),r=n*c_;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},Xm={draw(e,t){let n=Ze(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},Jm={draw(e,t){let n=Ze(t-jm(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},Zm={draw(e,t){let n=Ze(t),r=-n/2;e.rect(r,r,n,n)}},Qm={draw(e,t){let n=Ze(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},p4=.8908130915292852,f_=Kc(Za/10)/Kc(7*Za/10),h4=Kc(Wc/10)*f_,m4=-e_(Wc/10)*f_,eg={draw(e,t){let n=Ze(t*p4),r=h4*n,i=m4*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=Wc*s/5,a=e_(o),l=Kc(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},Vm=Ze(3),tg={draw(e,t){let n=-Ze(t/(Vm*3));e.moveTo(0,n*2),e.lineTo(-Vm*n,-n),e.lineTo(Vm*n,-n),e.closePath()}},g4=Ze(3),ng={draw(e,t){let n=Ze(t)*.6824,r=n/2,i=n*g4/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},dn=-.5,pn=Ze(3)/2,qm=1/Ze(12),b4=(qm/2+1)*3,rg={draw(e,t){let n=Ze(t/b4),r=n/2,i=n*qm,s=r,o=n*qm+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(dn*r-pn*i,pn*r+dn*i),e.lineTo(dn*s-pn*o,pn*s+dn*o),e.lineTo(dn*a-pn*l,pn*a+dn*l),e.lineTo(dn*r+pn*i,dn*i-pn*r),e.lineTo(dn*s+pn*o,dn*o-pn*s),e.lineTo(dn*a+pn*l,dn*l-pn*a),e.closePath()}},ig={draw(e,t){let n=Ze(t-jm(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},d_=[us,Wm,Ym,Zm,eg,tg,rg],p_=[us,Jm,ig,ng,Gm,Qm,Xm];function li(){}function jc(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function Yc(e){this._context=e}Yc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:jc(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:jc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function h_(e){return new Yc(e)}function m_(e){this._context=e}m_.prototype={areaStart:li,areaEnd:li,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:jc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function g_(e){return new m_(e)}function b_(e){this._context=e}b_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:jc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function y_(e){return new b_(e)}function v_(e,t){this._basis=new Yc(e),this._beta=t}v_.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var w_=(function e(t){function n(r){return t===1?new Yc(r):new v_(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function Uc(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function sg(e,t){this._context=e,this._k=(1-t)/6}sg.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:Uc(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:Uc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var x_=(function e(t){function n(r){return new sg(r,t)}return n.tension=function(r){return e(+r)},n})(0);function og(e,t){this._context=e,this._k=(1-t)/6}og.prototype={areaStart:li,areaEnd:li,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:Uc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var __=(function e(t){function n(r){return new og(r,t)}return n.tension=function(r){return e(+r)},n})(0);function ag(e,t){this._context=e,this._k=(1-t)/6}ag.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Uc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var $_=(function e(t){function n(r){return new ag(r,t)}return n.tension=function(r){return e(+r)},n})(0);function lg(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>Y1){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>Y1){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function S_(e,t){this._context=e,this._alpha=t}S_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:lg(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var k_=(function e(t){function n(r){return t?new S_(r,t):new sg(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function T_(e,t){this._context=e,this._alpha=t}T_.prototype={areaStart:li,areaEnd:li,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:lg(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var C_=(function e(t){function n(r){return t?new T_(r,t):new og(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function R_(e,t){this._context=e,this._alpha=t}R_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:lg(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var M_=(function e(t){function n(r){return t?new R_(r,t):new ag(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function E_(e){this._context=e}E_.prototype={areaStart:li,areaEnd:li,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function A_(e){return new E_(e)}function X1(e){return e<0?-1:1}function J1(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(X1(s)+X1(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function Z1(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function Km(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function Gc(e){this._context=e}Gc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Km(this,this._t0,Z1(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,Km(this,Z1(this,n=J1(this,e,t)),n);break;default:Km(this,this._t0,n=J1(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function P_(e){this._context=new D_(e)}(P_.prototype=Object.create(Gc.prototype)).point=function(e,t){Gc.prototype.point.call(this,t,e)};function D_(e){this._context=e}D_.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function L_(e){return new Gc(e)}function N_(e){return new P_(e)}function I_(e){this._context=e}I_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=Q1(e),i=Q1(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function Q1(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function O_(e){return new I_(e)}function Xc(e,t){this._context=e,this._t=t}Xc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function z_(e){return new Xc(e,.5)}function B_(e){return new Xc(e,0)}function F_(e){return new Xc(e,1)}function hn(e){return e!=null&&!Number.isNaN(e)}function yt(e,t){return+hn(t)-+hn(e)||bt(e,t)}function cs(e,t){return+hn(t)-+hn(e)||xr(e,t)}function Qa(e){return e!=null&&`${e}`!=""}function ug(e){return isFinite(e)?e:NaN}function fs(e){return e>0&&isFinite(e)?e:NaN}function fo(e){return e<0&&isFinite(e)?e:NaN}function Jc(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${y4(e.getUTCFullYear(),4)}-${Ar(e.getUTCMonth()+1,2)}-${Ar(e.getUTCDate(),2)}${n||r||i||s?`T${Ar(n,2)}:${Ar(r,2)}${i||s?`:${Ar(i,2)}${s?`.${Ar(s,3)}`:""}`:""}Z`:""}`}function y4(e){return e<0?`-${Ar(-e,6)}`:e>9999?`+${Ar(e,6)}`:Ar(e,4)}function Ar(e,t){return`${e}`.padStart(t,"0")}var v4=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function el(e,t){return v4.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function Pr(e){if(e==null)return;let t=e[0],n=e[e.length-1];return xr(t,n)}var ho=1e3,ci=ho*60,fi=ci*60,er=fi*24,Qn=er*7,ds=er*30,ui=er*365,cg=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",ho],["5 seconds",5*ho],["15 seconds",15*ho],["30 seconds",30*ho],["minute",ci],["5 minutes",5*ci],["15 minutes",15*ci],["30 minutes",30*ci],["hour",fi],["3 hours",3*fi],["6 hours",6*fi],["12 hours",12*fi],["day",er],["2 days",2*er],["week",Qn],["2 weeks",2*Qn],["month",ds],["3 months",3*ds],["6 months",6*ds],["year",ui],["2 years",2*ui],["5 years",5*ui],["10 years",10*ui],["20 years",20*ui],["50 years",50*ui],["100 years",100*ui]],fg=new Map([["second",ho],["minute",ci],["hour",fi],["day",er],["monday",Qn],["tuesday",Qn],["wednesday",Qn],["thursday",Qn],["friday",Qn],["saturday",Qn],["sunday",Qn],["week",Qn],["month",ds],["year",ui]]),V_=new Map([["second",Ct],["minute",Zi],["hour",es],["day",Wn],["monday",rs],["tuesday",dh],["wednesday",ph],["thursday",Mr],["friday",hh],["saturday",mh],["sunday",Yn],["week",Yn],["month",os],["year",Nt]]),dg=new Map([["second",Ct],["minute",Qi],["hour",ts],["day",Va],["monday",ss],["tuesday",gh],["wednesday",bh],["thursday",Er],["friday",yh],["saturday",vh],["sunday",Xn],["week",Xn],["month",as],["year",It]]),mo=Symbol("intervalDuration"),Qc=Symbol("intervalType");for(let[e,t]of V_)t[mo]=fg.get(e),t[Qc]="time";for(let[e,t]of dg)t[mo]=fg.get(e),t[Qc]="utc";var tl=[["year",It,"utc"],["month",as,"utc"],["day",Va,"utc",6*ds],["hour",ts,"utc",3*er],["minute",Qi,"utc",6*fi],["second",Ct,"utc",30*ci]],Zc=[["year",Nt,"time"],["month",os,"time"],["day",Wn,"time",6*ds],["hour",es,"time",3*er],["minute",Zi,"time",6*fi],["second",Ct,"time",30*ci]],w4=[tl[0],Zc[0],tl[1],Zc[1],tl[2],Zc[2],...tl.slice(3)];function K_(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=dg.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function pg(e){return q_(K_(e),"time")}function nl(e){return q_(K_(e),"utc")}function q_([e,t],n){let r=(n==="time"?V_:dg).get(e);return t>1&&(r=r.every(t),r[mo]=fg.get(e)*t,r[Qc]=n),r}function hg(e,t){if(!(t>1))return;let n=e[mo];if(!cg.some(([,i])=>i===n)||n%er===0&&er<n&&n<ds)return;let[r]=cg[js(([,i])=>Math.log(i)).center(cg,Math.log(n*t))];return(e[Qc]==="time"?pg:nl)(r)}function H_(e,t,n){let r=t==="time"?Ua:Jn;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=x4(n);switch(e){case"millisecond":return po(r(".%L"),r(":%M:%S"),i);case"second":return po(r(":%S"),r("%-I:%M"),i);case"minute":return po(r("%-I:%M"),r("%p"),i);case"hour":return po(r("%-I %p"),r("%b %-d"),i);case"day":return po(r("%-d"),r("%b"),i);case"month":return po(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function x4(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function _4(e){return e==="time"?Zc:e==="utc"?tl:w4}function j_(e,t,n){let r=St(H0(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return H_("millisecond","utc",n);for(let[i,s,o,a]of _4(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return H_(i,o,n)}}function po(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-Pr(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var gg=Object.getPrototypeOf(Uint8Array),$4=Object.prototype.toString;function Rn(e){return e instanceof Array||e instanceof gg}function W_(e){return e instanceof gg&&!S4(e)}function Y_(e){return e?.prototype instanceof gg&&!k4(e)}function S4(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function k4(e){return e===BigInt64Array||e===BigUint64Array}var bg=Symbol("reindex");function Ee(e,t,n){let r=typeof t;return r==="string"?p$(e)?yg(e.getChild(t),n):U_(e,vg(t),n):r==="function"?U_(e,t,n):r==="number"||t instanceof Date||r==="boolean"?_e(e,Gt(t),n):typeof t?.transform=="function"?mg(t.transform(e),n):T4(mg(t,n),e?.[bg])}function T4(e,t){return e!=null&&t?nf(e,t):e}function U_(e,t,n){return _e(e,Y_(n)?(r,i)=>wg(t(r,i)):t,n)}function mg(e,t){return t===void 0?nr(e):h$(e)?yg(e,t):e instanceof t?e:t.from(e,Y_(t)&&!W_(e)?wg:void 0)}function yg(e,t){return e==null?e:(t===void 0||t===Array)&&E4(e.type)?xg(G_(e)):mg(G_(e),t)}function G_(e){return e.nullCount?e.toJSON():e.toArray()}var go=[null],vg=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},Mn={transform:Mt},ge={transform:e=>e};var X_=()=>1,J_=()=>!0,Ke=e=>e==null?e:`${e}`,De=e=>e==null?e:+e;var ef=e=>e?e[0]:void 0,rl=e=>e?e[1]:void 0;var Gt=e=>()=>e;function Z_(e){let t=+`${e}`.slice(1)/100;return(n,r)=>wr(n,t,r)}function tr(e){return W_(e)?e:_e(e,wg,Float64Array)}function wg(e){return e==null?NaN:Number(e)}function xg(e){return _e(e,_g)}function _g(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?el(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function Ot(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:xo(e)?[void 0,e]:[e,void 0]}function Fe(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function $g(e,t,n){if(e!=null)return Rt(e,t,n)}function Rt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function Dr(e){return p$(e)?e:nr(e)}function nr(e){if(e==null||Rn(e))return e;if(h$(e))return yg(e);if(Q_(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function Q_(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function _e(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function di(e,t=Array){return e instanceof t?e.slice():t.from(e)}function e$({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function Sg({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function tf(e){return e$(e)||Sg(e)||e.interval!==void 0}function En(e){return e?.toString===$4}function bo(e){return En(e)&&(e.type!==void 0||e.domain!==void 0)}function yo(e){return En(e)&&typeof e.transform!="function"}function pi(e){return yo(e)&&e.value===void 0&&e.channel===void 0}function t$(e,t,n,r=ge){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function An(e,t){return e===void 0&&t===void 0?[ef,rl]:[e,t]}function vo({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=Ot(t)),e===void 0&&([e]=Ot(n)),e}function hi(e){return Rn(e)?e.length:e?.numRows}function Mt(e){let t=hi(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function nf(e,t){return Rn(e)?_e(t,n=>e[n],e.constructor):_e(t,n=>e.at(n))}function n$(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function mn(e){return e!==null&&typeof e=="object"?e.valueOf():e}function r$(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function wo(e){let t;return[{transform:()=>t,label:Pn(e)},n=>t=n]}function gn(e){return e==null?[e]:wo(e)}function Pn(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function il(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return Ve(r)||Ve(i)?_e(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):_e(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function sl(e,t){let n=kg(t?.interval,t?.type);return n?_e(e,n):e}function kg(e,t){let n=rf(e,t);return n&&(r=>hn(r)?n.floor(r):r)}function rf(e,t){if(e!=null){if(typeof e=="number")return C4(e);if(typeof e=="string")return(t==="time"?pg:nl)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function C4(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>Gs(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>Gs(Math.ceil(n/t),r/t).map(i=>i*t)}}function rr(e,t){if(e=rf(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function i$(e,t){if(e=rr(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function s$(e){return mi(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function mi(e){return typeof e?.range=="function"}function ir(e){return e===void 0||yo(e)?e:{value:e}}function o$(e){return e==null?null:{transform:t=>Ee(t,e,Float64Array),label:Pn(e)}}function zt(e){return e&&typeof e[Symbol.iterator]=="function"}function sf(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function Tg(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function Ve(e){for(let t of e)if(t!=null)return t instanceof Date}function a$(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&el(t)}function l$(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function u$(e){for(let t of e)if(t!=null)return typeof t=="number"}function of(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var R4=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function xo(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||R4.has(e))}function c$(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function ct(e){return e==null||ps(e)}function ps(e){return/^\s*none\s*$/i.test(e)}function f$(e){return/^\s*round\s*$/i.test(e)}function af(e,t){return $g(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function gi(e="middle"){return af(e,"frameAnchor")}function d$(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function M4(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function Cg(e){return zt(e)?M4(e):e}function lf(e){return e===!0?e="frame":e===!1?e=null:!Q_(e)&&e!=null&&(e=Rt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function p$(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function h$(e){return e&&typeof e.toArray=="function"&&e.type}function E4(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var bn=Symbol("position"),Wt=Symbol("color"),hs=Symbol("radius"),ms=Symbol("length"),gs=Symbol("opacity"),_o=Symbol("symbol"),m$=Symbol("projection"),$e=new Map([["x",bn],["y",bn],["fx",bn],["fy",bn],["r",hs],["color",Wt],["opacity",gs],["symbol",_o],["length",ms],["projection",m$]]);function g$(e){return e===bn||e===m$}function b$(e){return e===bn||e===hs||e===ms||e===gs}var A4=Math.sqrt(3),P4=2/A4,D4={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*P4,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},Rg=new Map([["asterisk",Gm],["circle",us],["cross",Wm],["diamond",Ym],["diamond2",Xm],["hexagon",D4],["plus",Jm],["square",Zm],["square2",Qm],["star",eg],["times",ig],["triangle",tg],["triangle2",ng],["wye",rg]]);function Mg(e){return e&&typeof e.draw=="function"}function y$(e){return Mg(e)?!0:typeof e!="string"?!1:Rg.has(e.toLowerCase())}function $o(e){if(e==null||Mg(e))return e;let t=Rg.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function v$(e){if(e==null||Mg(e))return[void 0,e];if(typeof e=="string"){let t=Rg.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function bs({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=w$(e)),t!=null&&!pi(t)&&(r=Eg(r,Pg(t))),n&&(r=Eg(r,x$))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||pi(t))&&{sort:t},transform:Eg(r,o)}}function Lr({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=w$(e)),t!=null&&!pi(t)&&(r=Ag(r,Pg(t))),n&&(r=Ag(r,x$))),{...i,...(t===null||pi(t))&&{sort:t},initializer:Ag(r,s)}}function Eg(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,Dr(n),r,i)}}function Ag(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function L4(e,t){return(e.initializer!=null?Lr:bs)(e,t)}function w$(e){return(t,n)=>{let r=Ee(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function x$(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function _$(e,{sort:t,...n}={}){return{...(yo(e)&&e.channel!==void 0?Lr:L4)(n,Pg(e)),sort:pi(t)?t:null}}function Pg(e){return(typeof e=="function"&&e.length!==1?N4:I4)(e)}function N4(e){return(t,n)=>{let r=Rn(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function I4(e){let t,n;({channel:t,value:e,order:n}={...ir(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?cs:yt),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=yt;break;case"descending":n=cs;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=Ee(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function al(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function k$(e,t,n=Dg){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",H4]),t.href!=null&&e.href===void 0&&r.push(["href",uf]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?O4(i):n(i,s,t))}function Dg(e,t,n,r=Lg){let i;En(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=wo(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function O4(e){return{name:e,initialize(){},scope(){},reduce(){}}}function Lg(e,t,n,r=ll){let i=r$(e,n),s=r(t,i),o,a;return{label:Pn(s===ol?null:i,s.label),initialize(l){o=i===void 0?l:Ee(l,i),s.scope==="data"&&(a=s.reduceIndex(Mt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Ng(e,t){return t?Ki(e,n=>t[n]):[[,e]]}function ll(e,t,n=z4){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&En(e))return B4(e);if(typeof e=="function")return F4(e);if(/^p\d{2}$/i.test(e))return Nr(Z_(e));switch(`${e}`.toLowerCase()){case"first":return uf;case"last":return V4;case"identity":return Ig;case"count":return ol;case"distinct":return K4;case"sum":return t==null?ol:q4;case"proportion":return S$(t,"data");case"proportion-facet":return S$(t,"facet");case"deviation":return Nr(cp);case"min":return Nr(rn);case"min-index":return Nr(N0);case"max":return Nr(St);case"max-index":return Nr(L0);case"mean":return $$(B0);case"median":return $$(xa);case"variance":return Nr(up);case"mode":return Nr(F0)}return n(e)}function z4(e){throw new Error(`invalid reduce: ${e}`)}function T$(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function C$(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>yt(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function B4(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function F4(e){return{reduceIndex(t,n,r){return e(nf(n,t),r)}}}function Nr(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function $$(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return Ve(n)?new Date(r):r}}}var Ig={reduceIndex(e,t){return nf(t,e)}},uf={reduceIndex(e,t){return t[e[0]]}},H4={reduceIndex(e,t){let r=Ks(_r(e,s=>s.length,s=>t[s]),rl),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,Sn(s,rl)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},V4={reduceIndex(e,t){return t[e[e.length-1]]}},ol={label:"Frequency",reduceIndex(e){return e.length}},K4={label:"Distinct",reduceIndex(e,t){let n=new Hn;for(let r of e)n.add(t[r]);return n.size}},q4=Nr(Sn);function S$(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>Sn(n,s=>r[s])/i}}var R$={reduceIndex(e,t,{z:n}){return n}};function So(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=Pn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),zg(a,{scale:t,type:n,value:Ee(e,r),label:o,filter:i,hint:s})}function E$(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,So(t,r,n)]))}function A$(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:_e(s,o)]}));return n.channels=e,n}function zg(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&of(r,xo)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&of(r,c$)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&of(r,y$)?(t.scale=null,t.value=_e(r,$o)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=$e.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!$e.has(n))throw new Error(`unknown scale: ${n}`);return t}function P$(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!$e.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:p=a,limit:h=l}=ir(i[u]),g=c?.startsWith("-");if(g&&(c=c.slice(1)),f=f===void 0?g!==(c==="width"||c==="height")?L$:D$:G4(f),p==null||p===!1)continue;let y=u==="fx"||u==="fy"?U4(t,r[u]):j4(n,u);if(!y)throw new Error(`missing channel for scale: ${u}`);let b=y.value,[v=0,$=1/0]=zt(h)?h:h<0?[h]:[0,h];if(c==null)y.domain=()=>{let w=Array.from(new Hn(b));return d&&(w=w.reverse()),(v!==0||$!==1/0)&&(w=w.slice(v,$)),w};else{let w=c==="data"?e:c==="height"?M$(n,"y1","y2"):c==="width"?M$(n,"x1","x2"):Og(n,c,c==="y"?"y2":c==="x"?"x2":void 0),k=ll(p===!0?"max":p,w);y.domain=()=>{let x=A0(Mt(b),S=>k.reduceIndex(S,w),S=>b[S]);return f&&x.sort(f),d&&x.reverse(),(v!==0||$!==1/0)&&(x=x.slice(v,$)),x.map(ef)}}}}function j4(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function U4(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function M$(e,t,n){let r=Og(e,t),i=Og(e,n);return _e(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function Og(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function G4(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return D$;case"descending":return L$}throw new Error(`invalid order: ${e}`)}function D$([e,t],[n,r]){return yt(t,r)||yt(e,n)}function L$([e,t],[n,r]){return cs(t,r)||yt(e,n)}function Bg(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var B$=new Map([["accent",B1],["category10",z1],["dark2",F1],["observable10",H1],["paired",V1],["pastel1",K1],["pastel2",q1],["set1",j1],["set2",U1],["set3",G1],["tableau10",W1]]);function F$(e){return e!=null&&B$.has(`${e}`.toLowerCase())}var N$=new Map([...B$,["brbg",Ir(Nh,Ih)],["prgn",Ir(Oh,zh)],["piyg",Ir(Bh,Fh)],["puor",Ir(Hh,Vh)],["rdbu",Ir(Fc,Xa)],["rdgy",Ir(Kh,qh)],["rdylbu",Ir(Hc,Ja)],["rdylgn",Ir(jh,Uh)],["spectral",Ir(Gh,Wh)],["burd",I$(Fc,Xa)],["buylrd",I$(Hc,Ja)],["blues",ft(vm,wm)],["greens",ft(xm,_m)],["greys",ft($m,Sm)],["oranges",ft(Mm,Em)],["purples",ft(km,Tm)],["reds",ft(Cm,Rm)],["turbo",Or(Om)],["viridis",Or(zm)],["magma",Or(Bm)],["inferno",Or(Fm)],["plasma",Or(Hm)],["cividis",Or(Am)],["cubehelix",Or(Pm)],["warm",Or(Dm)],["cool",Or(Lm)],["bugn",ft(Yh,Xh)],["bupu",ft(Jh,Zh)],["gnbu",ft(Qh,em)],["orrd",ft(tm,nm)],["pubu",ft(sm,om)],["pubugn",ft(rm,im)],["purd",ft(am,lm)],["rdpu",ft(um,cm)],["ylgn",ft(pm,hm)],["ylgnbu",ft(fm,dm)],["ylorbr",ft(mm,gm)],["ylorrd",ft(bm,ym)],["rainbow",O$(Nm)],["sinebow",O$(Im)]]);function ft(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?kt(t,n):e[n])}function Ir(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?kt(t,n):e[n])}function I$(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?kt(r=>t(1-r),n):e[n].slice().reverse())}function Or(e){return({length:t})=>kt(e,Math.max(2,Math.floor(t)))}function O$(e){return({length:t})=>kt(e,Math.floor(t)+1).slice(0,-1)}function Fg(e){let t=`${e}`.toLowerCase();if(!N$.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return N$.get(t)}function ul(e,t){let n=Fg(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function H$(e,t="greys"){let n=new Set,[r,i]=ul(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var z$=new Map([["brbg",Ih],["prgn",zh],["piyg",Fh],["puor",Vh],["rdbu",Xa],["rdgy",qh],["rdylbu",Ja],["rdylgn",Uh],["spectral",Wh],["burd",e=>Xa(1-e)],["buylrd",e=>Ja(1-e)],["blues",wm],["greens",_m],["greys",Sm],["purples",Tm],["reds",Rm],["oranges",Em],["turbo",Om],["viridis",zm],["magma",Bm],["inferno",Fm],["plasma",Hm],["cividis",Am],["cubehelix",Pm],["warm",Dm],["cool",Lm],["bugn",Xh],["bupu",Zh],["gnbu",em],["orrd",nm],["pubugn",im],["pubu",om],["purd",lm],["rdpu",cm],["ylgnbu",dm],["ylgn",hm],["ylorbr",gm],["ylorrd",ym],["rainbow",Nm],["sinebow",Im]]);function ko(e){let t=`${e}`.toLowerCase();if(!z$.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return z$.get(t)}var W4=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function V$(e){return e!=null&&W4.has(`${e}`.toLowerCase())}var Vg=e=>t=>e(1-t),Hg=[0,1],K$=new Map([["number",Xe],["rgb",Wi],["hsl",Dw],["hcl",Iw],["lab",Lw]]);function Kg(e){let t=`${e}`.toLowerCase();if(!K$.has(t))throw new Error(`unknown interpolator: ${t}`);return K$.get(t)}function Co(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=Z$(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=$e.get(e)===hs?Z4(n,a):$e.get(e)===ms?Q4(n,a):$e.get(e)===gs?Hg:void 0,interpolate:p=$e.get(e)===Wt?c==null&&d!==void 0?Wi:ko(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?ka:Xe,reverse:h}){if(a=q$(a),f=rr(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof p!="function"&&(p=Kg(p)),h=!!h,d!==void 0){let g=a.length,y=(d=q$(d)).length;if(g!==y){if(p.length===1)throw new Error("invalid piecewise interpolator");p=si(p,d),d=void 0}}if(p.length===1?(h&&(p=Vg(p),h=!1),d===void 0&&(d=Float64Array.from(a,(g,y)=>y/(a.length-1)),d.length===2&&(d=Hg)),t.interpolate((d===Hg?Gt:cl)(p))):t.interpolate(p),o){let[g,y]=ht(a);(g>0||y<0)&&(a=di(a),(Pr(a)||1)===Math.sign(g)?a[0]=0:a[a.length-1]=0)}return h&&(a=Ws(a)),t.domain(a).unknown(l),i&&(t.nice(Y4(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:p,interval:f}}function q$(e){return e=nr(e),e.length>=2?e:[e[0],e[0]]}function Y4(e,t){return e===!0?void 0:typeof e=="number"?e:i$(e,t)}function j$(e,t,n){return Co(e,Ya(),t,n)}function U$(e,t,n){return qg(e,t,{...n,exponent:.5})}function qg(e,t,{exponent:n=1,...r}){return Co(e,Ch().exponent(n),t,{...r,type:"pow"})}function G$(e,t,{base:n=10,domain:r=e8(t),...i}){return Co(e,kh().base(n),t,{...i,domain:r})}function W$(e,t,{constant:n=1,...r}){return Co(e,Th().constant(n),t,r)}function Y$(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=t8(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?kt(l,i):$e.get(e)===Wt?ul(s,i):void 0),o.length>0&&(o=Rh(o,n===void 0?{length:i}:n).quantiles()),cf(e,t,{domain:o,range:n,reverse:u,unknown:a})}function X$(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=Z$(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=ht(s),f;return n===void 0?(f=ni(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?kt(a,r):$e.get(e)===Wt?ul(i,r):void 0):(f=kt(Xe(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),Pr(nr(s))<0&&f.reverse(),cf(e,t,{domain:f,range:n,reverse:l,unknown:o})}function cf(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?kt(s,n.length+1):$e.get(e)===Wt?ul(i,n.length+1):void 0,reverse:a}){n=nr(n);let l=Pr(n);if(!isNaN(l)&&!X4(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=Ws(o)),{type:"threshold",scale:Mh(l<0?Ws(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function X4(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=xr(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function J$(e){return{type:"identity",scale:b$($e.get(e))?Sh():t=>t}}function To(e,t=ug){return e.length?[rn(e,({value:n})=>n===void 0?n:rn(n,t)),St(e,({value:n})=>n===void 0?n:St(n,t))]:[0,1]}function Z$(e,t){let n=$e.get(e);return(n===hs||n===gs||n===ms?J4:To)(t)}function J4(e){return[0,e.length?St(e,({value:t})=>t===void 0?t:St(t,ug)):1]}function Z4(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=wr(e,.5,({value:o})=>o===void 0?NaN:wr(o,.25,fs)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/St(i);return s<1?i.map(o=>o*s):i}function Q4(e,t){let n=xa(e,({value:s})=>s===void 0?NaN:xa(s,Math.abs)),r=t.map(s=>12*s/n),i=60/St(r);return i<1?r.map(s=>s*i):r}function e8(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return To(e,fs);if(n<0)return To(e,fo)}return[1,10]}function t8(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function cl(e){return(t,n)=>r=>e(t+r*(n-t))}var jg=0,Ug;function Q$(){let e=jg;return jg=0,Ug=void 0,e}function Bt(e){e!==Ug&&(Ug=e,console.warn(e),++jg)}function ff(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=To(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:p=$e.get(e)===Wt?c==null&&f!==void 0?Wi:ko(c!==void 0?c:"rdbu"):Xe,reverse:h}){u=+u,a=nr(a);let[g,y]=a;if(a.length>2&&Bt(`Warning: the diverging ${e} scale domain contains extra elements.`),xr(g,y)<0&&([g,y]=[y,g],h=!h),g=Math.min(g,u),y=Math.max(y,u),typeof p!="function"&&(p=Kg(p)),f!==void 0&&(p=p.length===1?cl(p)(...f):si(p,f)),h&&(p=Vg(p)),d){let b=n.apply(u),v=b-n.apply(g),$=n.apply(y)-b;v<$?g=n.invert(b-$):v>$&&(y=n.invert(b+v))}return t.domain([g,u,y]).unknown(l).interpolator(p),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[g,y],pivot:u,interpolate:p,scale:t}}function eS(e,t,n){return ff(e,Ah(),n8,t,n)}function tS(e,t,n){return Gg(e,t,{...n,exponent:.5})}function Gg(e,t,{exponent:n=1,...r}){return ff(e,Lh().exponent(n=+n),s8(n),t,{...r,type:"diverging-pow"})}function nS(e,t,{base:n=10,pivot:r=1,domain:i=To(t,r<0?fo:fs),...s}){return ff(e,Ph().base(n=+n),r8,t,{domain:i,pivot:r,...s})}function rS(e,t,{constant:n=1,...r}){return ff(e,Dh().constant(n=+n),o8(n),t,r)}var n8={apply(e){return e},invert(e){return e}},r8={apply:Math.log,invert:Math.exp},i8={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function s8(e){return e===.5?i8:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function o8(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function iS(e,t,n,r){return Co(e,t,n,r)}function sS(e,t,n){return iS(e,I1(),t,n)}function oS(e,t,n){return iS(e,O1(),t,n)}var Ro=Symbol("ordinal");function lS(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=rr(i,r),s===void 0&&(s=pS(n,i,e)),(r==="categorical"||r===Ro)&&(r="ordinal"),a&&(s=Ws(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function uS(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=rr(r,n),i===void 0&&(i=pS(t,r,e));let u;if($e.get(e)===_o)u=a8(t),s=s===void 0?l8(u):_e(s,$o);else if($e.get(e)===Wt&&(s===void 0&&(n==="ordinal"||n===Ro)&&(s=H$(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=ko(o),f=s[0],d=s[1]-s[0];s=({length:p})=>kt(h=>c(f+d*h),p)}else s=Fg(o);if(a===Pc)throw new Error(`implicit unknown on ${e} scale is not supported`);return lS(e,Lc().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function cS(e,t,{align:n=.5,padding:r=.5,...i}){return dS(E1().align(n).padding(r),t,i,e)}function fS(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return dS(co().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function dS(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=lS(r,e,t,n),e.round=i,e}function pS(e,t,n){let r=new Hn;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=ht(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&$e.get(n)===bn)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return Ks(r,yt)}function aS(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function a8(e){return{fill:aS(e,"fill"),stroke:aS(e,"stroke")}}function l8(e){return ct(e.fill)?p_:d_}function fl(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:p,facet:{label:h=t}={},...g}={}){let y={};for(let[b,v]of e){let $=g[b],w=f8(b,v,{round:$e.get(b)===bn?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:p,...$});if(w){let{label:k=b==="fx"||b==="fy"?h:t,percent:x,transform:S,inset:T,insetTop:R=T!==void 0?T:b==="y"?r:0,insetRight:L=T!==void 0?T:b==="x"?i:0,insetBottom:M=T!==void 0?T:b==="y"?s:0,insetLeft:P=T!==void 0?T:b==="x"?o:0}=$||{};if(S==null)S=void 0;else if(typeof S!="function")throw new Error("invalid scale transform; not a function");w.percent=!!x,w.label=k===void 0?u8(v,w):k,w.transform=S,b==="x"||b==="fx"?(w.insetLeft=+P,w.insetRight=+L):(b==="y"||b==="fy")&&(w.insetTop=+R,w.insetBottom=+M),y[b]=w}}return y}function Yg(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=m8(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function yS(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?pf(t):t;i&&hS(i,o),s&&mS(s,o);let a=i||s?Xg(e,t):t;n&&hS(n,a),r&&mS(r,a)}function u8(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!sr(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function vS(e){return Math.sign(Pr(e.domain()))*Math.sign(Pr(e.range()))}function pf(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function Xg({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=pf(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function hS(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],sr(e)||(e.range=xS(e)),e.scale.range(e.range)}wS(e)}function mS(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],sr(e)?e.range.reverse():e.range=xS(e),e.scale.range(e.range)}wS(e)}function wS(e){e.round===void 0&&p8(e)&&c8(e)<=30&&e.scale.round(!0)}function c8({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function xS(e){let t=e.scale.domain().length+Jg(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function f8(e,t=[],n={}){let r=d8(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&sr({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(Ve)?Bt(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${Mo(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${Mo(r)}".`):i.some(a$)?Bt(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${Mo(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${Mo(r)}".`):i.some(l$)&&Bt(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${Mo(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${Mo(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=df(t,n,tr);break;case"identity":switch($e.get(e)){case bn:n=df(t,n,tr);break;case _o:n=df(t,n,h8);break}break;case"utc":case"time":n=df(t,n,xg);break}switch(r){case"diverging":return eS(e,t,n);case"diverging-sqrt":return tS(e,t,n);case"diverging-pow":return Gg(e,t,n);case"diverging-log":return nS(e,t,n);case"diverging-symlog":return rS(e,t,n);case"categorical":case"ordinal":case Ro:return uS(e,t,n);case"cyclical":case"sequential":case"linear":return j$(e,t,n);case"sqrt":return U$(e,t,n);case"threshold":return cf(e,t,n);case"quantile":return Y$(e,t,n);case"quantize":return X$(e,t,n);case"pow":return qg(e,t,n);case"log":return G$(e,t,n);case"symlog":return W$(e,t,n);case"utc":return oS(e,t,n);case"time":return sS(e,t,n);case"point":return cS(e,t,n);case"band":return fS(e,t,n);case"identity":return J$(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function Mo(e){return typeof e=="symbol"?e.description:e}function gS(e){return typeof e=="string"?`${e}`.toLowerCase():e}var bS={toString:()=>"projection"};function d8(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=gS(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=bS);for(let c of t){let f=gS(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===bS)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=$e.get(e);if(l===hs)return"sqrt";if(l===gs||l===ms)return"linear";if(l===_o)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Wg(l);if(r!==void 0){if(Tg(r))return Wg(l);if(Ve(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(Tg))return Wg(l);if(c.some(Ve))return"utc"}if(l===Wt){if(o!=null||V$(s))return"diverging";if(F$(s))return"categorical"}return"linear"}function Wg(e){switch(e){case bn:return"point";case Wt:return Ro;default:return"ordinal"}}function sr({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===Ro}function Jg({type:e}){return e==="threshold"}function p8({type:e}){return e==="point"||e==="band"}function Dn(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function df(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function h8(e){return _e(e,$o)}function _S(e){return t=>{if(!$e.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function m8({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:di(n),...r!==void 0&&{range:di(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function SS(e,t){let{fx:n,fy:r}=fl(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?T0(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function kS(e,{x:t,y:n}){return t&&=nb(t),n&&=nb(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function mf(e,{fx:t,fy:n}){let r=Mt(e),i=t?.value,s=n?.value;return t&&n?_r(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?_r(r,o=>(o.fx=i[o[0]],o),o=>i[o]):_r(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function TS(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function CS(e){let t=[],n=new Uint32Array(Sn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var g8=new Map([["top",Zg],["right",tb],["bottom",Qg],["left",eb],["top-left",hf(Zg,eb)],["top-right",hf(Zg,tb)],["bottom-left",hf(Qg,eb)],["bottom-right",hf(Qg,tb)],["top-empty",y8],["right-empty",x8],["bottom-empty",v8],["left-empty",w8],["empty",_8]]);function RS(e){if(e==null)return null;let t=g8.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var $S=new WeakMap;function nb(e){let t=$S.get(e);return t||$S.set(e,t=new nn(_e(e,(n,r)=>[n,r]))),t}function bi(e,t){return nb(e).get(t)}function b8(e,t,n){return t=mn(t),n=mn(n),e.find(r=>Object.is(mn(r.x),t)&&Object.is(mn(r.y),n))}function gf(e,t,n){return b8(e,t,n)?.empty}function Zg(e,{y:t},{y:n}){return t?bi(t,n)===0:!0}function Qg(e,{y:t},{y:n}){return t?bi(t,n)===t.length-1:!0}function eb(e,{x:t},{x:n}){return t?bi(t,n)===0:!0}function tb(e,{x:t},{x:n}){return t?bi(t,n)===t.length-1:!0}function y8(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=bi(t,r);if(s>0)return gf(e,n,t[s-1])}function v8(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=bi(t,r);if(s<t.length-1)return gf(e,n,t[s+1])}function w8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=bi(t,n);if(s>0)return gf(e,t[s-1],r)}function x8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=bi(t,n);if(s<t.length-1)return gf(e,t[s+1],r)}function _8(e,t,{empty:n}){return n}function hf(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function bf(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var MS=Math.PI,zr=2*MS,rb=.618;function ES({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(En(e)){let k;if({type:e,domain:l,inset:k,insetTop:n=k!==void 0?k:n,insetRight:r=k!==void 0?k:r,insetBottom:i=k!==void 0?k:i,insetLeft:s=k!==void 0?k:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=ib(e));let{width:c,height:f,marginLeft:d,marginRight:p,marginTop:h,marginBottom:g}=o,y=c-d-p-s-r,b=f-h-g-n-i;if(e=e?.({width:y,height:b,clip:u,...a}),e==null)return;u=$8(u,d,h,c-p,f-g);let v=d+s,$=h+n,w;if(l!=null){let[[k,x],[S,T]]=Ba(e).bounds(l),R=Math.min(y/(S-k),b/(T-x));R>0?(v-=(R*(k+S)-y)/2,$-=(R*(x+T)-b)/2,w=Fa({point(L,M){this.stream.point(L*R+v,M*R+$)}})):Bt("Warning: the projection could not be fit to the specified domain; using the default scale.")}return w??=v===0&&$===0?AS():Fa({point(k,x){this.stream.point(k+v,x+$)}}),{stream:k=>e.stream(w.stream(u(k)))}}function ib(e){switch(`${e}`.toLowerCase()){case"albers-usa":return Ln(Lx,.7463,.4673);case"albers":return yf(ah,.7463,.4673);case"azimuthal-equal-area":return Ln(Ox,4,4);case"azimuthal-equidistant":return Ln(Bx,zr,zr);case"conic-conformal":return yf(Vx,zr,zr);case"conic-equal-area":return yf(za,6.1702,2.9781);case"conic-equidistant":return yf(qx,7.312,3.6282);case"equal-earth":return Ln(Ux,5.4133,2.6347);case"equirectangular":return Ln(Kx,zr,MS);case"gnomonic":return Ln(Wx,3.4641,3.4641);case"identity":return{type:AS};case"reflect-y":return{type:S8};case"mercator":return Ln(Fx,zr,zr);case"orthographic":return Ln(Xx,2,2);case"stereographic":return Ln(Zx,2,2);case"transverse-mercator":return Ln(e1,zr,zr);default:throw new Error(`unknown projection type: ${e}`)}}function $8(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return rh(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function Ln(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function yf(e,t,n){let{type:r,aspectRatio:i}=Ln(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var AS=Gt({stream:e=>e}),S8=Gt(Fa({point(e,t){this.stream.point(e,-t)}}));function PS(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function DS({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(En(e)&&(e=e.type),e!=null)}function LS(e){if(typeof e?.stream=="function")return rb;if(En(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?ib(e).type:e,[[i,s],[o,a]]=Ba(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:rb}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=ib(e);if(t)return t}return rb}}function NS(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)oi(o,s);return[r,i]}function IS({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,Fa({point(n,r){this.stream.point(e(n),t(r))}})}function Eo(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:lf(n)}}function ue(e,{document:t}){return kn(Ys(e).call(t.documentElement))}var vf=Symbol("unset");function wf(e){return(e.length===1?k8:T8)(e)}function k8(e){let t,n=vf;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function T8(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var C8=wf(e=>new Intl.NumberFormat(e)),dz=wf((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),pz=wf((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function R8(e="en-US"){let t=C8(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function M8(e){return Jc(e,"Invalid Date")}function E8(e="en-US"){let t=R8(e);return n=>(n instanceof Date?M8:typeof n=="number"?t:Ke)(n)}var or=E8();var Qe=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,A8=0;function zS(){return`plot-clip-${++A8}`}function BS(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:p,strokeMiterlimit:h,strokeDasharray:g,strokeDashoffset:y,opacity:b,mixBlendMode:v,imageFilter:$,paintOrder:w,pointerEvents:k,shapeRendering:x,channels:S},{ariaLabel:T,fill:R="currentColor",fillOpacity:L,stroke:M="none",strokeOpacity:P,strokeWidth:E,strokeLinecap:I,strokeLinejoin:C,strokeMiterlimit:H,paintOrder:z}){R===null&&(a=null,l=null),M===null&&(u=null,f=null),ct(R)?!ct(M)&&(!ct(a)||S?.fill)&&(M="none"):ct(M)&&(!ct(u)||S?.stroke)&&(R="none");let[J,B]=Ot(a,R),[V,G]=Fe(l,L),[W,j]=Ot(u,M),[oe,le]=Fe(f,P),[ce,q]=Fe(b);ps(j)||(c===void 0&&(c=E),p===void 0&&(p=I),d===void 0&&(d=C),h===void 0&&!f$(d)&&(h=H),!ps(B)&&w===void 0&&(w=z));let[ee,N]=Fe(c);return R!==null&&(e.fill=He(B,"currentColor"),e.fillOpacity=dl(G,1)),M!==null&&(e.stroke=He(j,"none"),e.strokeWidth=dl(N,1),e.strokeOpacity=dl(le,1),e.strokeLinejoin=He(d,"miter"),e.strokeLinecap=He(p,"butt"),e.strokeMiterlimit=dl(h,4),e.strokeDasharray=He(g,"none"),e.strokeDashoffset=He(y,"0")),e.target=Ke(o),e.ariaLabel=Ke(T),e.ariaDescription=Ke(i),e.ariaHidden=Ke(s),e.opacity=dl(q,1),e.mixBlendMode=He(v,"normal"),e.imageFilter=He($,"none"),e.paintOrder=He(w,"normal"),e.pointerEvents=He(k,"auto"),e.shapeRendering=He(x,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:J,scale:"auto",optional:!0},fillOpacity:{value:V,scale:"auto",optional:!0},stroke:{value:W,scale:"auto",optional:!0},strokeOpacity:{value:oe,scale:"auto",optional:!0},strokeWidth:{value:ee,optional:!0},opacity:{value:ce,scale:"auto",optional:!0}}}function P8(e,t){t&&e.filter(n=>Qa(t[n])).append("title").call(L8,t)}function D8(e,t){t&&e.filter(([n])=>Qa(t[n])).append("title").call(N8,t)}function L8(e,t){t&&e.text(n=>or(t[n]))}function N8(e,t){t&&e.text(([n])=>or(t[n]))}function et(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",d=>r[d]),s&&Q(e,"fill",d=>s[d]),o&&Q(e,"fill-opacity",d=>o[d]),a&&Q(e,"stroke",d=>a[d]),l&&Q(e,"stroke-opacity",d=>l[d]),u&&Q(e,"stroke-width",d=>u[d]),c&&Q(e,"opacity",d=>c[d]),f&&FS(e,d=>f[d],t),n||P8(e,i)}function xf(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",([d])=>r[d]),s&&Q(e,"fill",([d])=>s[d]),o&&Q(e,"fill-opacity",([d])=>o[d]),a&&Q(e,"stroke",([d])=>a[d]),l&&Q(e,"stroke-opacity",([d])=>l[d]),u&&Q(e,"stroke-width",([d])=>u[d]),c&&Q(e,"opacity",([d])=>c[d]),f&&FS(e,([d])=>f[d],t),n||D8(e,i)}function I8({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function O8(e,t,n){let r=Ki(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&Bt("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*_f(e,t,n,r){let{z:i}=n,{z:s}=r,o=I8(r,n),a=[...t,...o];for(let l of s?O8(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!hn(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>mn(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(mn(o[d][f])!==u[d]){yield c,u=o.map(h=>mn(h[f])),c=[f];continue e}}c&&(yield c)}}function z8(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=ue("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=F8(r,n)):s&&(i=V8(s,r)),Q(e,"aria-label",t.ariaLabel),Q(e,"aria-description",t.ariaDescription),Q(e,"aria-hidden",t.ariaHidden),Q(e,"clip-path",i)}function B8(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=zS();kn(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var F8=B8((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),OS=new WeakMap,H8={type:"Sphere"};function V8(e,t){let n,r;if((n=OS.get(t))||OS.set(t,n=new WeakMap),e.type==="Sphere"&&(e=H8),!(r=n.get(e))){let i=zS();kn(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function Le(e,t,n,r){z8(e,t,n,r),Q(e,"class",t.className),Q(e,"fill",t.fill),Q(e,"fill-opacity",t.fillOpacity),Q(e,"stroke",t.stroke),Q(e,"stroke-width",t.strokeWidth),Q(e,"stroke-opacity",t.strokeOpacity),Q(e,"stroke-linejoin",t.strokeLinejoin),Q(e,"stroke-linecap",t.strokeLinecap),Q(e,"stroke-miterlimit",t.strokeMiterlimit),Q(e,"stroke-dasharray",t.strokeDasharray),Q(e,"stroke-dashoffset",t.strokeDashoffset),Q(e,"shape-rendering",t.shapeRendering),Q(e,"filter",t.imageFilter),Q(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;Q(e,"pointer-events",i)}function Ae(e,t){K8(e,"mix-blend-mode",t.mixBlendMode),Q(e,"opacity",t.opacity)}function FS(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(ri.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(ri.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function Q(e,t,n){n!=null&&e.attr(t,n)}function K8(e,t,n){n!=null&&e.style(t,n)}function Ne(e,t,{x:n,y:r},i=Qe,s=Qe){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function He(e,t){if((e=Ke(e))!==t)return e}function dl(e,t){if((e=De(e))!==t)return e}var q8=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Ao(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!q8.test(e))throw new Error(`invalid class name: ${e}`);return e}function Po(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function ar({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var be=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:p=d,marginRight:h=d,marginBottom:g=d,marginLeft:y=d,className:b,clip:v=i?.clip,channels:$,tip:w,render:k}=r;if(this.data=t,this.sort=pi(u)?u:null,this.initializer=Lr(r).initializer,this.transform=this.initializer?r.transform:bs(r).transform,s===null||s===!1?this.facet=null:(this.facet=Rt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===go&&typeof a=="string"?[a]:a,this.fy=t===go&&typeof l=="string"?[l]:l),this.facetAnchor=RS(o),n=Cg(n),$!==void 0&&(n={...j8($),...n}),i!==void 0&&(n={...BS(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([x,S])=>{if(yo(S.value)){let{value:T,label:R=S.label,scale:L=S.scale}=S.value;S={...S,label:R,scale:L,value:T}}if(t===go&&typeof S.value=="string"){let{value:T}=S;S={...S,value:[T]}}return[x,S]}).filter(([x,{value:S,optional:T}])=>{if(S!=null)return!0;if(T)return!1;throw new Error(`missing channel value: ${x}`)})),this.dx=+c,this.dy=+f,this.marginTop=+p,this.marginRight=+h,this.marginBottom=+g,this.marginLeft=+y,this.clip=lf(v),this.tip=U8(w),this.className=Ke(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let x in this.channels){let{scale:S}=n[x];if(!(S!=="x"&&S!=="y"))throw new Error("super-faceting cannot use x or y")}}k!=null&&(this.render=ob(k,this.render))}initialize(t,n,r){let i=Dr(this.data);t===void 0&&i!=null&&(t=[Mt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=Dr(i)),t!==void 0&&(t.original=s);let o=E$(this.channels,i);return this.sort!=null&&P$(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=hn}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&PS(i,s,n,r.projection)}}scale(t,n,r){let i=A$(t,n);return r.projection&&this.project(t,i,r),i}};function sb(...e){return e.plot=be.prototype.plot,e}function ob(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function j8(e){return Object.fromEntries(Object.entries(Cg(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:ir(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function U8(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?Rt(e,"tip",["x","y","xy"]):e}function ys(e,t){return e?.tip===!0?{...e,tip:t}:En(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function VS(e,t,n={}){let r=.5-Qe,i=.5+Qe,s=.5+Qe,o=.5-Qe;for(let{marginTop:g,marginRight:y,marginBottom:b,marginLeft:v}of t)g>r&&(r=g),y>i&&(i=y),b>s&&(s=b),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:p=G8(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,p=+p;let h={width:d,height:p,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:g,marginTop:y=g!==void 0?g:l,marginRight:b=g!==void 0?g:u,marginBottom:v=g!==void 0?g:c,marginLeft:$=g!==void 0?g:f}=n.facet??{};y=+y,b=+b,v=+v,$=+$,h.facet={marginTop:y,marginRight:b,marginBottom:v,marginLeft:$}}return h}function G8({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=LS(i);if(d){let h=r?r.scale.domain().length:1,g=(1.1*f-.1)/(1.1*h-.1)*d,y=Math.max(.1,Math.min(10,g));return Math.round((o-c-l)*y+a+u)}let p=t?sr(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let h=HS("y",t)/(HS("x",e)*s),g=r?r.scale.bandwidth():1,y=n?n.scale.bandwidth():1,b=g*(o-c-l)-e.insetLeft-e.insetRight;return(h*b+t.insetTop+t.insetBottom)/y+a+u}return!!(t||n)*Math.max(1,Math.min(60,p*f))*20+!!r*30+60}function HS(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=ht(r);return Math.abs(i(o)-i(s))}var KS=new WeakMap;function ab(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:ob(function(c,f,d,p,h,g){h={...h,pointerSticky:!1};let y=h.ownerSVGElement,{data:b}=h.getMarkState(this),v=KS.get(y);v||KS.set(y,v={sticky:!1,roots:[],renders:[]});let $=v.renders.push(j)-1,{x:w,y:k,fx:x,fy:S}=f,T=x?x(c.fx)-p.marginLeft:0,R=S?S(c.fy)-p.marginTop:0;w?.bandwidth&&(T+=w.bandwidth()/2),k?.bandwidth&&(R+=k.bandwidth()/2);let L=c.fi!=null,M;if(L){let q=v.facetStates;q||(v.facetStates=q=new Map),M=q.get(this),M||q.set(this,M=new Map)}let[P,E]=ar(this,p),{px:I,py:C}=d,H=I?q=>I[q]:ub(d,P),z=C?q=>C[q]:cb(d,E),J,B,V,G;function W(q,ee){if(L)if(G&&(G=cancelAnimationFrame(G)),q==null)M.delete(c.fi);else{M.set(c.fi,ee),G=requestAnimationFrame(()=>{G=null;for(let[N,K]of M)if(K<ee||K===ee&&N<c.fi){q=null;break}j(q)});return}j(q)}function j(q){if(J===q&&V===v.sticky)return;J=q,V=h.pointerSticky=v.sticky;let ee=J==null?[]:[J];L&&(ee.fx=c.fx,ee.fy=c.fy,ee.fi=c.fi);let N=g(ee,f,d,p,h);if(B){if(L){let K=B.parentNode,Y=B.getAttribute("transform"),A=N.getAttribute("transform");Y?N.setAttribute("transform",Y):N.removeAttribute("transform"),A?K.setAttribute("transform",A):K.removeAttribute("transform"),N.removeAttribute("aria-label"),N.removeAttribute("aria-description"),N.removeAttribute("aria-hidden")}B.replaceWith(N)}if(v.roots[$]=B=N,!(J==null&&M?.size>1)){let K=J==null?null:Rn(b)?b[J]:b.get(J);h.dispatchValue(K)}return N}function oe(q){if(v.sticky||q.pointerType==="mouse"&&q.buttons===1)return;let[ee,N]=tw(q);ee-=T,N-=R;let K=ee<p.marginLeft||ee>p.width-p.marginRight?1:e,Y=N<p.marginTop||N>p.height-p.marginBottom?1:t,A=null,de=o*o;for(let Z of c){let he=K*(H(Z)-ee),Me=Y*(z(Z)-N),mt=he*he+Me*Me;mt<=de&&(A=Z,de=mt)}if(A!=null&&(e!==1||t!==1)){let Z=H(A)-ee,he=z(A)-N;de=Z*Z+he*he}W(A,de)}function le(q){q.pointerType==="mouse"&&J!=null&&(v.sticky&&v.roots.some(ee=>ee?.contains(q.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(ee=>ee(null))):(v.sticky=!0,j(J)),q.stopImmediatePropagation()))}function ce(q){q.pointerType==="mouse"&&(v.sticky||W(null))}return y.addEventListener("pointerenter",oe),y.addEventListener("pointermove",oe),y.addEventListener("pointerdown",le),y.addEventListener("pointerleave",ce),j(null)},l)}}function qS(e){return ab(1,1,e)}function jS(e){return ab(1,.01,e)}function lb(e){return ab(.01,1,e)}function ub({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function cb({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function $f(e){return sr(e)&&e.interval===void 0?void 0:"tabular-nums"}function US(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:p=$f(e),round:h=!0,opacity:g,className:y}=t,b=Eo(t);y=Ao(y),g=Fe(g)[1],d===null&&(d=()=>null);let v=ue("svg",b).attr("class",`${y}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(P=>P.append("style").text(`:where(.${y}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${y}-ramp text) {
  white-space: pre;
}`)).call(Po,c),$=P=>P.selectAll(".tick line").attr("y1",o+l-s),w,k=h?(P,E)=>P.rangeRound(E):(P,E)=>P.range(E),{type:x,domain:S,range:T,interpolate:R,scale:L,pivot:M}=e;if(R){let P=T===void 0?R:si(R.length===1?cl(R):R,T);w=k(L.copy(),kt(Xe(u,i-a),Math.min(S.length+(M!==void 0),T===void 0?1/0:T.length)));let E=256,I=b.document.createElement("canvas");I.width=E,I.height=1;let C=I.getContext("2d");for(let H=0,z=E-1;H<E;++H)C.fillStyle=P(H/z),C.fillRect(H,0,1,1);v.append("image").attr("opacity",g).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",I.toDataURL())}else if(x==="threshold"){let P=S,E=d===void 0?I=>I:typeof d=="string"?jn(d):d;w=k(Ya().domain([-1,T.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",g).selectAll().data(T).enter().append("rect").attr("x",(I,C)=>w(C-1)).attr("y",o).attr("width",(I,C)=>w(C)-w(C-1)).attr("height",s-o-l).attr("fill",I=>I),f=_e(P,(I,C)=>C),d=I=>E(P[I],I)}else w=k(co().domain(S),[u,i-a]),v.append("g").attr("fill-opacity",g).selectAll().data(S).enter().append("rect").attr("x",w).attr("y",o).attr("width",Math.max(0,w.bandwidth()-1)).attr("height",s-o-l).attr("fill",L),$=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(K0(w).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",He(p,"normal")).call($).call(P=>P.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var fb=Math.PI/180;function vs(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=db(n),e.markerMid=db(r),e.markerEnd=db(i)}function db(e){if(e==null||e===!1)return null;if(e===!0)return WS;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return GS("auto");case"arrow-reverse":return GS("auto-start-reverse");case"dot":return W8;case"circle":case"circle-fill":return WS;case"circle-stroke":return Y8;case"tick":return pb("auto");case"tick-x":return pb(90);case"tick-y":return pb(0)}throw new Error(`invalid marker: ${e}`)}function GS(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function W8(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function WS(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function Y8(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function pb(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var X8=0;function pl(e,t,{stroke:n},r){return JS(e,t,n&&(i=>n[i]),null,r)}function YS(e,t,{stroke:n,z:r},i){return JS(e,t,n&&(([s])=>n[s]),r,i)}var hb=1,XS=2;function J8(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=vf;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=mn(t[l]))&&(n[l]|=hb)}}for(let s=i-1,o=vf;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=mn(t[l]))&&(n[l]|=XS)}}return([s])=>n[s]}function JS(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&J8(e,o);function c(f,d,p){return function(h){if(p&&!p(h))return;let g=s(h),y=l.get(d);y||l.set(d,y=new Map);let b=y.get(g);if(!b){let v=this.parentNode.insertBefore(d(g,a),this),$=`plot-marker-${++X8}`;v.setAttribute("id",$),y.set(g,b=`url(#${$})`)}this.setAttribute(f,b)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&hb))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&hb))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&XS)))}function Do({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=ZS(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function Sf({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=ZS(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function ZS(e,t,n){return e===void 0&&t===void 0&&n===void 0?Qe?[1,0]:[.5,.5]:[t,n]}function QS(e,{interval:t}){return e={...ir(e)},e.interval=rf(e.interval===void 0?t:e.interval),e}function mb(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=QS(i,n);if(a==null||l==null&&!r)return n;let u=Pn(i);if(l==null){let p,h={transform:g=>p||(p=Ee(g,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?h:s,[`${e}2`]:o===void 0&&!(s===o&&r)?h:o}}let c,f;function d(p){return f!==void 0&&p===c?f:f=_e(Ee(c=p,a),h=>l.floor(h))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:p=>d(p).map(h=>l.offset(h)),label:u}:o})}function e2(e,t,n){let{[e]:r}=n,{value:i,interval:s}=QS(r,n);return i==null||s==null?n:t({...n,[e]:{label:Pn(r),transform:o=>{let a=_e(Ee(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(Ve(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function t2(e={}){return mb("x",Do,e,!0)}function gb(e={}){return mb("x",Do,e)}function kf(e={}){return mb("y",Sf,e)}function n2(e={}){return e2("x",Do,e)}function r2(e={}){return e2("y",Sf,e)}var i2={ariaLabel:"rule",fill:null,stroke:"currentColor"},Tf=class extends be{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},ys(n,"x"),i2),this.insetTop=De(a),this.insetBottom=De(l),vs(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:p,marginRight:h,marginLeft:g,marginBottom:y}=i,{insetTop:b,insetBottom:v}=this;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{x:l&&o},Qe,0).call($=>$.selectAll().data(t).enter().append("line").call(Ae,this).attr("x1",l?w=>l[w]:(g+f-h)/2).attr("x2",l?w=>l[w]:(g+f-h)/2).attr("y1",u&&!Dn(a)?w=>u[w]+b:p+b).attr("y2",c&&!Dn(a)?a.bandwidth?w=>c[w]+a.bandwidth()-v:w=>c[w]-v:d-y-v).call(et,this,r).call(pl,this,r,s)).node()}},Cf=class extends be{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},ys(n,"y"),i2),this.insetRight=De(a),this.insetLeft=De(l),vs(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:p,marginRight:h,marginLeft:g,marginBottom:y}=i,{insetLeft:b,insetRight:v}=this;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{y:l&&a},0,Qe).call($=>$.selectAll().data(t).enter().append("line").call(Ae,this).attr("x1",u&&!Dn(o)?w=>u[w]+b:g+b).attr("x2",c&&!Dn(o)?o.bandwidth?w=>c[w]+o.bandwidth()-v:w=>c[w]-v:f-h-v).attr("y1",l?w=>l[w]:(p+d-y)/2).attr("y2",l?w=>l[w]:(p+d-y)/2).call(et,this,r).call(pl,this,r,s)).node()}};function tt(e,t){let{x:n=ge,y:r,y1:i,y2:s,...o}=kf(t);return[i,s]=s2(r,i,s),new Tf(e,{...o,x:n,y1:i,y2:s})}function Yt(e,t){let{y:n=ge,x:r,x1:i,x2:s,...o}=gb(t);return[i,s]=s2(r,i,s),new Cf(e,{...o,y:n,x1:i,x2:s})}function s2(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function Lo(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var Z8={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},c2="\xAD",hl=class extends be{constructor(t,n={}){let{x:r,y:i,text:s=zt(t)&&sf(t)?ge:Mn,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:p=d?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:g,fontVariant:y,fontWeight:b,rotate:v}=n,[$,w]=Fe(v,0),[k,x]=nP(h);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:k,optional:!0},rotate:{value:o$($),optional:!0},text:{value:s,filter:Qa,optional:!0}},n,Z8),this.rotate=w,this.textAnchor=He(a,"middle"),this.lineAnchor=Rt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=yb(f),this.monospace=!!d,this.fontFamily=Ke(p),this.fontSize=x,this.fontStyle=Ke(g),this.fontVariant=Ke(y),this.fontWeight=Ke(b),this.frameAnchor=gi(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=xb(this),this.clipLine=_b(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:p}=r,{rotate:h}=this,[g,y]=ar(this,i);return ue("svg:g",s).call(Le,this,i,s).call(wb,this,f,i).call(Ne,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(t).enter().append("text").call(Ae,this).call(Q8,this,f,d).attr("transform",Lo`translate(${l?v=>l[v]:g},${u?v=>u[v]:y})${c?v=>` rotate(${c[v]})`:h?` rotate(${h})`:""}`).call(Q,"font-size",p&&(v=>p[v])).call(et,this,r)).node()}};function yb(e){return e==null?null:Rt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function Q8(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(or(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let p=0;for(let h=0;h<f;++h){if(++p,!c[h])continue;let g=this.ownerDocument.createElementNS(ri.svg,"tspan");g.setAttribute("x",0),h===p-1?g.setAttribute("y",`${(d+h)*s}em`):g.setAttribute("dy",`${p*s}em`),g.textContent=c[h],this.appendChild(g),p=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let p=this.ownerDocument.createElementNS(ri.svg,"title");p.textContent=n[u],this.appendChild(p)}})}function vb(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=An(t,n)),new hl(e,{...r,x:t,y:n})}function f2(e,{x:t=ge,...n}={}){return new hl(e,r2({...n,x:t}))}function d2(e,{y:t=ge,...n}={}){return new hl(e,n2({...n,y:t}))}function wb(e,t,n){Q(e,"text-anchor",t.textAnchor),Q(e,"font-family",t.fontFamily),Q(e,"font-size",t.fontSize),Q(e,"font-style",t.fontStyle),Q(e,"font-variant",t.fontVariant===void 0?eP(n):t.fontVariant),Q(e,"font-weight",t.fontWeight)}function eP(e){return e&&(u$(e)||Ve(e))?"tabular-nums":void 0}var tP=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function nP(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),tP.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function rP(e,t,n){let r=[],i,s=0;for(let[o,a,l]of iP(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===c2?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*iP(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case c2:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var o2={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function Rf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=No(e,i))r+=o2[e[i]]??(h2(e,i)?120:o2.e);return r}function Mf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=No(e,i))r+=h2(e,i)?126:63;return r}function xb({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?Mf:Rf,i=t*100;return s=>rP(s,i,r)}function _b({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?Mf:Rf,i=t*100;switch(n){case"clip-start":return s=>l2(s,i,r,"");case"clip-end":return s=>a2(s,i,r,"");case"ellipsis-start":return s=>l2(s,i,r,ws);case"ellipsis-middle":return s=>sP(s,i,r,ws);case"ellipsis-end":return s=>a2(s,i,r,ws)}}var ws="\u2026";function xs(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=No(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function a2(e,t,n,r){e=e.trim();let i=n(r),[s]=xs(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function sP(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=xs(e,t/2,n,s),[l]=xs(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(No(e,l)).trimStart()}function l2(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=xs(e,i-t+s,n,-s);return o<0?r:r+e.slice(No(e,o)).trimStart()}var bb=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,u2=new RegExp("\\p{Extended_Pictographic}","uy");function No(e,t){return t+=oP(e,t)?2:1,lP(e,t)&&(t=bb.lastIndex),aP(e,t)?No(e,t+1):t}function p2(e,t){return e.charCodeAt(t)<128}function oP(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function aP(e,t){return e.charCodeAt(t)===8205}function lP(e,t){return p2(e,t)?!1:(bb.lastIndex=t,bb.test(e))}function h2(e,t){return p2(e,t)?!1:(u2.lastIndex=t,u2.test(e))}var uP={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},m2=3.5,cP=m2*5,g2={draw(e,t,n){let r=t*n/cP;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},fP={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},dP=new Map([["arrow",g2],["spike",fP]]);function pP(e){return e&&typeof e.draw=="function"}function hP(e){if(pP(e))return e;let t=dP.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var Ef=class extends be{constructor(t,n={}){let{x:r,y:i,r:s=m2,length:o,rotate:a,shape:l=g2,anchor:u="middle",frameAnchor:c}=n,[f,d]=Fe(o,12),[p,h]=Fe(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:p,optional:!0}},n,uP),this.r=+s,this.length=d,this.rotate=h,this.shape=hP(l),this.anchor=Rt(u,"anchor",["start","middle","end"]),this.frameAnchor=gi(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:p,anchor:h,shape:g,r:y}=this,[b,v]=ar(this,i);return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(t).enter().append("path").call(Ae,this).attr("transform",Lo`translate(${l?w=>l[w]:b},${u?w=>u[w]:v})${f?w=>` rotate(${f[w]})`:p?` rotate(${p})`:""}${h==="start"?"":h==="end"?c?w=>` translate(0,${c[w]})`:` translate(0,${d})`:c?w=>` translate(0,${c[w]/2})`:` translate(0,${d/2})`}`).attr("d",c?w=>{let k=qn();return g.draw(k,c[w],y),k}:(()=>{let w=qn();return g.draw(w,d,y),w})()).call(et,this,r)).node()}};function b2(e,t={}){let{x:n=ge,...r}=t;return new Ef(e,{...r,x:n})}function y2(e,t={}){let{y:n=ge,...r}=t;return new Ef(e,{...r,y:n})}function yi(e,t){return arguments.length<2&&!zt(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function Af({anchor:e}={},t){return e===void 0?t[0]:Rt(e,"anchor",t)}function v2(e){return Af(e,["left","right"])}function w2(e){return Af(e,["right","left"])}function x2(e){return Af(e,["bottom","top"])}function _2(e){return Af(e,["top","bottom"])}function Sb(){let[e,t]=yi(...arguments);return k2("y",v2(t),e,t)}function $2(){let[e,t]=yi(...arguments);return k2("fy",w2(t),e,t)}function kb(){let[e,t]=yi(...arguments);return T2("x",x2(t),e,t)}function S2(){let[e,t]=yi(...arguments);return T2("fx",_2(t),e,t)}function k2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:p,tickSize:h=e==="y"?6:0,tickPadding:g,tickRotate:y,x:b,margin:v,marginTop:$=v===void 0?20:v,marginRight:w=v===void 0?t==="right"?40:0:v,marginBottom:k=v===void 0?20:v,marginLeft:x=v===void 0?t==="left"?40:0:v,label:S,labelAnchor:T,labelArrow:R,labelOffset:L,ariaLabel:M=`${e}-axis`,...P}){return h=De(h),g=De(g),y=De(y),T!==void 0&&(T=Rt(T,"labelAnchor",["center","top","bottom"])),R=z2(R),sb(h&&!ct(s)?mP(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:h,tickPadding:g,tickRotate:y,x:b,ariaLabel:M,...P}):null,ct(l)?null:bP(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:p,textAnchor:c,tickSize:h,tickPadding:g,tickRotate:y,x:b,marginTop:$,marginRight:w,marginBottom:k,marginLeft:x,ariaLabel:M,...P}),!ct(l)&&S!==null?vb([],L2({fill:l,fillOpacity:u,...P},function(E,I,C,H,z){let J=H[e],{marginTop:B,marginRight:V,marginBottom:G,marginLeft:W}=e==="y"&&z.inset||z,j=T??(J.bandwidth?"center":"top"),oe=L??(t==="right"?V:W)-3;return j==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=j,this.frameAnchor=`${j}-${t}`,this.rotate=0),this.dy=j==="top"?3-B:j==="bottom"?G-3:0,this.dx=t==="right"?oe:-oe,this.ariaLabel=`${M} label`,{facets:[[0]],channels:{text:{value:[O2(e,J,{anchor:t,label:S,labelAnchor:j,labelArrow:R})]}}}})):null)}function T2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:p,tickSize:h=e==="x"?6:0,tickPadding:g,tickRotate:y,y:b,margin:v,marginTop:$=v===void 0?t==="top"?30:0:v,marginRight:w=v===void 0?20:v,marginBottom:k=v===void 0?t==="bottom"?30:0:v,marginLeft:x=v===void 0?20:v,label:S,labelAnchor:T,labelArrow:R,labelOffset:L,ariaLabel:M=`${e}-axis`,...P}){return h=De(h),g=De(g),y=De(y),T!==void 0&&(T=Rt(T,"labelAnchor",["center","left","right"])),R=z2(R),sb(h&&!ct(s)?gP(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:h,tickPadding:g,tickRotate:y,y:b,ariaLabel:M,...P}):null,ct(l)?null:yP(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:p,textAnchor:c,tickSize:h,tickPadding:g,tickRotate:y,y:b,marginTop:$,marginRight:w,marginBottom:k,marginLeft:x,ariaLabel:M,...P}),!ct(l)&&S!==null?vb([],L2({fill:l,fillOpacity:u,...P},function(E,I,C,H,z){let J=H[e],{marginTop:B,marginRight:V,marginBottom:G,marginLeft:W}=e==="x"&&z.inset||z,j=T??(J.bandwidth?"center":"right"),oe=L??(t==="top"?B:G)-3;return j==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${j}`,this.textAnchor=j==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-oe:oe,this.dx=j==="right"?V-3:j==="left"?3-W:0,this.ariaLabel=`${M} label`,{facets:[[0]],channels:{text:{value:[O2(e,J,{anchor:t,label:S,labelAnchor:j,labelArrow:R})]}}}})):null)}function mP(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:p=e==="y"?void 0:null,ariaLabel:h,...g}){return Io(y2,e,n,{ariaLabel:`${h} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:p,...g,dx:t==="left"?+d-Qe+ +c:+d+Qe-f,anchor:"start",length:l,shape:t==="left"?_P:$P})}function gP(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:p=e==="x"?void 0:null,ariaLabel:h,...g}){return Io(b2,e,n,{ariaLabel:`${h} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:p,...g,dy:t==="bottom"?+d-Qe-f:+d+Qe+ +c,anchor:"start",length:l,shape:t==="bottom"?wP:xP})}function bP(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*fb):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:p=d,insetRight:h=d,dx:g=0,ariaLabel:y,y:b=e==="y"?void 0:null,...v}){return Io(d2,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y:b,...v,dx:t==="left"?+g-s-a+ +p:+g+ +s+ +a-h},function($,w,k,x,S){f===void 0&&(this.fontVariant=I2($)),l===void 0&&(S.text=N2($,w,k,x,t))})}function yP(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*fb):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:p=d,insetBottom:h=d,dy:g=0,x:y=e==="x"?void 0:null,ariaLabel:b,...v}){return Io(f2,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:y,...v,dy:t==="bottom"?+g+ +s+ +a-h:+g-s-a+ +p},function($,w,k,x,S){f===void 0&&(this.fontVariant=I2($)),l===void 0&&(S.text=N2($,w,k,x,t))})}function C2(){let[e,t]=yi(...arguments);return A2("y",v2(t),e,t)}function R2(){let[e,t]=yi(...arguments);return A2("fy",w2(t),e,t)}function M2(){let[e,t]=yi(...arguments);return P2("x",x2(t),e,t)}function E2(){let[e,t]=yi(...arguments);return P2("fx",_2(t),e,t)}function A2(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Io(Yt,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...D2(u)})}function P2(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Io(tt,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...D2(u)})}function D2({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function L2({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=Ot(e),[,t]=Fe(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function Io(e,t,n,r,i,s){let o;function a(c,f,d,p,h,g){let y=c==null&&(t==="fx"||t==="fy"),{[t]:b}=p;if(!b)throw new Error(`missing scale: ${t}`);let v=b.domain(),{interval:$,ticks:w,tickFormat:k,tickSpacing:x=t==="x"?80:35}=i;if(typeof w=="string"&&B2(b)&&($=w,w=void 0),w===void 0&&(w=rr($,b.type)??vP(b,x)),c==null){if(zt(w))c=nr(w);else if(mi(w))c=$b(w,...ht(v));else if(b.interval){let T=b.interval;if(b.ticks){let[R,L]=ht(v),M=(L-R)/T[mo];T=hg(T,M/w)??T,c=$b(T,R,L)}else{c=v;let R=c.length;T=hg(T,R/w)??T,T!==b.interval&&(c=$b(T,...ht(c)))}if(T===b.interval){let R=Math.round(c.length/w);R>1&&(c=c.filter((L,M)=>M%R===0))}}else b.ticks?c=b.ticks(w):c=v;if(!b.ticks&&c.length&&c!==v){let T=new Hn(v);c=c.filter(R=>T.has(R)),c.length||Bt(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[Mt(c)]:o[t]={scale:t,value:ge}}s?.call(this,b,c,w,k,o);let S=Object.fromEntries(Object.entries(o).map(([T,R])=>[T,{...R,value:Ee(c,R.value)}]));return y&&(f=g.filterFacets(c,S)),{data:c,facets:f,channels:S}}let l=Lr(i).initializer,u=e(n,Lr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function vP(e,t){let[n,r]=ht(e.range());return(r-n)/t}function N2(e,t,n,r,i){return{value:ml(e,t,n,r,i)}}function ml(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&Ve(t)?j_(e.type,t,i)??or:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(Ve(e.domain())?Jn:jn)(r):r===void 0?or:Gt(r)}function $b(e,t,n){return e.range(t,e.offset(e.floor(n)))}var wP={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},xP={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},_P={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},$P={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function I2(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function O2(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&B2(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=vS(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function z2(e="auto"){return ct(e)?!1:typeof e=="boolean"?e:Rt(e,"labelArrow",["auto","up","right","down","left"])}function B2(e){return Ve(e.domain())}function F2(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function H2(e,{opacity:t,...n}={}){if(!sr(e)&&!Jg(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return K2(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Fe(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function V2(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:ct(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=Ot(t),[f,d]=Ot(r),p=F2(l,u),h=F2(l,f),g=o*o*Math.PI;return n=Fe(n)[1],i=Fe(i)[1],s=Fe(s)[1],K2(e,a,(y,b,v,$)=>y.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",$).attr("fill",u==="color"?w=>p.scale(w):c).attr("fill-opacity",n).attr("stroke",f==="color"?w=>h.scale(w):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",w=>{let k=qn();return e.scale(w).draw(k,g),k}))}function K2(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=$f(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,p=Eo(t);c=Ao(c),i=ml(e.scale,e.domain,void 0,i);let h=ue("div",p).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),g;return r!=null?(g=`:where(.${c}-swatches-columns .${c}-swatch) {
  display: flex;
  align-items: center;
  break-inside: avoid;
  padding-bottom: 1px;
}
:where(.${c}-swatches-columns .${c}-swatch::before) {
  flex-shrink: 0;
}
:where(.${c}-swatches-columns .${c}-swatch-label) {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}`,h.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,e,a,l).call(y=>y.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(g=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,h.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),h.call(y=>y.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${g}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",He(s,"normal")).call(Po,f).node()}var Tb=new Map([["symbol",V2],["color",U2],["opacity",SP]]);function q2(e,t,n={}){return(r,i)=>{if(!Tb.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return Tb.get(r)(e[r],j2(t,n[r],i),s=>e[s])}}function j2({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return d$(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function U2(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return H2(e,n);case"ramp":return US(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function SP({type:e,interpolate:t,...n},{legend:r=!0,color:i=Cn(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return U2({type:e,...n,interpolate:kP(i)},{legend:r,...s})}function kP(e){let{r:t,g:n,b:r}=Cn(e)||Cn(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function G2(e,t,n){let r=[];for(let[i,s]of Tb){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],j2(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function Oo(e={},t="y"){return Sg(e)?e:{...e,[t]:ge}}function W2(e,t){if(t.length===1)return{data:e,facets:t};let n=hi(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=di(e);let s=e[bg]=new Uint32Array(n+i);t=t.map(a=>di(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function TP(e={},t={}){arguments.length===1&&([e,t]=CP(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=MP(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:il(l,u)}}function zo({y:e,y1:t,y2:n,...r}={}){return r=ys(r,"x"),t===void 0&&n===void 0?TP({y:e,...r}):([t,n]=t$(e,t,n),{...r,y1:t,y2:n})}function CP(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var RP={length:!0};function MP(e,t=X_,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=vo(a),[u,c]=gn(e),[f,d]=wo(t),[p,h]=wo(t);return f.hint=p.hint=RP,i=EP(i),s=DP(s,i,r),[bs(a,(g,y,b)=>{({data:g,facets:y}=W2(g,y));let v=e==null?void 0:c(sl(Ee(g,e),b?.[n])),$=Ee(g,t,Float64Array),w=Ee(g,l),k=s&&s(g,v,$,w),x=hi(g),S=d(new Float64Array(x)),T=h(new Float64Array(x)),R=[];for(let L of y){let M=v?Array.from(Ki(L,P=>v[P]).values()):[L];if(k)for(let P of M)P.sort(k);for(let P of M){let E=0,I=0;o&&P.reverse();for(let C of P){let H=$[C];H<0?E=T[C]=(S[C]=E)+H:H>0?I=T[C]=(S[C]=I)+H:T[C]=S[C]=I}}R.push(M)}return i&&i(R,S,T,w),{data:g,facets:y}}),u,f,p]}function EP(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return AP;case"center":case"silhouette":return PP;case"wiggle":return Z2}throw new Error(`unknown offset: ${e}`)}}function J2(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function AP(e,t,n){for(let r of e)for(let i of r){let[s,o]=J2(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function PP(e,t,n){for(let r of e){for(let i of r){let[s,o]=J2(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}Q2(r,t,n)}ek(e,t,n)}function Z2(e,t,n,r){for(let i of e){let s=new nn,o=0;for(let a of i){let l=-1,u=a.map(p=>Math.abs(n[p]-t[p])),c=a.map(p=>{l=r?r[p]:++l;let h=n[p]-t[p],g=s.has(l)?h-s.get(l):0;return s.set(l,h),g}),f=[0,...C0(c)];for(let p of a)t[p]+=o,n[p]+=o;let d=Sn(u);d&&(o-=Sn(u,(p,h)=>(c[h]/2+f[h])*p)/d)}Q2(i,t,n)}ek(e,t,n)}function Q2(e,t,n){let r=rn(e,i=>rn(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function ek(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(rn(a,l=>t[l])+St(a,l=>n[l]))/2),o=rn(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function DP(e,t,n){if(e===void 0&&t===Z2)return Y2(yt);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?cs:yt;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return LP(i);case"z":return NP(i);case"sum":return IP(i);case"appearance":return OP(i);case"inside-out":return Y2(i)}return X2(vg(e))}if(typeof e=="function")return(e.length===1?X2:zP)(e);if(Rn(e))return BP(e);throw new Error(`invalid order: ${e}`)}}function LP(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function NP(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function IP(e){return Pf(e,(t,n,r,i)=>Gu(Mt(t),s=>Sn(s,o=>r[o]),s=>i[s]))}function OP(e){return Pf(e,(t,n,r,i)=>Gu(Mt(t),s=>n[dp(s,o=>r[o])],s=>i[s]))}function Y2(e){return Pf(e,(t,n,r,i)=>{let s=Mt(t),o=Gu(s,f=>n[dp(f,d=>r[d])],f=>i[f]),a=_r(s,f=>Sn(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function X2(e){return t=>{let n=Ee(t,e);return(r,i)=>yt(n[r],n[i])}}function zP(e){return t=>Rn(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function BP(e){return Pf(yt,()=>e)}function Pf(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new nn(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var FP={ariaLabel:"rect"},Nf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,FP),gl(this,n),bl(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:p,marginBottom:h,marginLeft:g,width:y,height:b}=i,{projection:v}=s,{insetTop:$,insetRight:w,insetBottom:k,insetLeft:x}=this,{rx:S,ry:T,rx1y1:R,rx1y2:L,rx2y1:M,rx2y2:P}=this;(l||c)&&!v&&Dn(o)&&(l=c=null),(u||f)&&!v&&Dn(a)&&(u=f=null);let E=o?.bandwidth?o.bandwidth():0,I=a?.bandwidth?a.bandwidth():0;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{},0,0).call(C=>C.selectAll().data(t).enter().call(R||L||M||P?H=>H.append("path").call(Ae,this).call(yl,l&&c?z=>l[z]+(c[z]<l[z]?-w:x):l?z=>l[z]+x:g+x,u&&f?z=>u[z]+(f[z]<u[z]?-k:$):u?z=>u[z]+$:d+$,l&&c?z=>c[z]-(c[z]<l[z]?-x:w):l?z=>l[z]+E-w:y-p-w,u&&f?z=>f[z]-(f[z]<u[z]?-$:k):u?z=>u[z]+I-k:b-h-k,this).call(et,this,r):H=>H.append("rect").call(Ae,this).attr("x",l?c?z=>Math.min(l[z],c[z])+x:z=>l[z]+x:g+x).attr("y",u?f?z=>Math.min(u[z],f[z])+$:z=>u[z]+$:d+$).attr("width",l?c?z=>Math.max(0,Math.abs(c[z]-l[z])+E-x-w):E-x-w:y-p-g-w-x).attr("height",u?f?z=>Math.max(0,Math.abs(u[z]-f[z])+I-$-k):I-$-k:b-d-h-$-k).call(Q,"rx",S).call(Q,"ry",T).call(et,this,r))).node()}};function gl(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=De(n),e.insetRight=De(r),e.insetBottom=De(i),e.insetLeft=De(s)}function bl(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=He(n,"auto"),e.ry=He(r,"auto"))}function yl(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=Gt(t)),typeof n!="function"&&(n=Gt(n)),typeof r!="function"&&(r=Gt(r)),typeof i!="function"&&(i=Gt(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let p=t(d),h=n(d),g=r(d),y=i(d),b=p>g,v=h>y,$=b?g:p,w=b?p:g,k=v?y:h,x=v?h:y,S=Math.min(1,(w-$)/c,(x-k)/f),T=S*(b?v?u:l:v?a:o),R=S*(b?v?a:o:v?u:l),L=S*(b?v?o:a:v?l:u),M=S*(b?v?l:u:v?o:a);return`M${$},${k+Lf(T,M)}A${T},${T} 0 0 ${T<0?0:1} ${$+Df(T,M)},${k}H${w-Df(R,L)}A${R},${R} 0 0 ${R<0?0:1} ${w},${k+Lf(R,L)}V${x-Lf(L,R)}A${L},${L} 0 0 ${L<0?0:1} ${w-Df(L,R)},${x}H${$+Df(M,T)}A${M},${M} 0 0 ${M<0?0:1} ${$},${x-Lf(M,T)}Z`})}function Df(e,t){return t<0?e:Math.abs(e)}function Lf(e,t){return t<0?Math.abs(e):e}function vi(e,t={}){return tf(t)||(t={...t,x:Mn,y2:ge,interval:1}),new Nf(e,zo(t2(Oo(t))))}var HP={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},VP={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},Cb=class extends be{constructor(t={}){let{anchor:n=null}=t;super(go,void 0,t,n==null?HP:VP),this.anchor=$g(n,"anchor",["top","right","bottom","left"]),gl(this,t),n||bl(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:p,insetRight:h,insetBottom:g,insetLeft:y}=this,{rx:b,ry:v,rx1y1:$,rx1y2:w,rx2y1:k,rx2y2:x}=this,S=u+y,T=c-a-h,R=o+p,L=f-l-g;return ue(d?"svg:line":$||w||k||x?"svg:path":"svg:rect",s).datum(0).call(Le,this,i,s).call(Ae,this).call(et,this,r).call(Ne,this,{}).call(d==="left"?M=>M.attr("x1",S).attr("x2",S).attr("y1",R).attr("y2",L):d==="right"?M=>M.attr("x1",T).attr("x2",T).attr("y1",R).attr("y2",L):d==="top"?M=>M.attr("x1",S).attr("x2",T).attr("y1",R).attr("y2",R):d==="bottom"?M=>M.attr("x1",S).attr("x2",T).attr("y1",L).attr("y2",L):$||w||k||x?M=>M.call(yl,S,R,T,L,this):M=>M.attr("x",S).attr("y",R).attr("width",T-S).attr("height",L-R).attr("rx",b).attr("ry",v)).node()}};function rk(e){return new Cb(e)}var Rb={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},KP=new Set(["geometry","href","src","ariaLabel","scales"]),Mb=class extends be{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&zt(t)&&sf(t)&&(n={...n,title:ge});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:h,fontVariant:g,fontWeight:y,lineHeight:b=1,lineWidth:v=20,frameAnchor:$,format:w,textAnchor:k="start",textOverflow:x,textPadding:S=8,title:T,pointerSize:R=12,pathFilter:L="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:T,optional:!0}},n,Rb),this.anchor=af(u,"anchor"),this.preferredAnchor=af(c,"preferredAnchor"),this.frameAnchor=gi($),this.textAnchor=He(k,"middle"),this.textPadding=+S,this.pointerSize=+R,this.pathFilter=Ke(L),this.lineHeight=+b,this.lineWidth=+v,this.textOverflow=yb(x),this.monospace=!!f,this.fontFamily=Ke(d),this.fontSize=De(p),this.fontStyle=Ke(h),this.fontVariant=Ke(g),this.fontWeight=Ke(y);for(let M in Rb)M in this.channels&&(this[M]=Rb[M]);this.splitLines=xb(this),this.clipLine=_b(this),this.format=typeof w=="string"||typeof w=="function"?{title:w}:{...w}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:p,monospace:h,lineHeight:g,lineWidth:y}=this,{textPadding:b,pointerSize:v,pathFilter:$}=this,{marginTop:w,marginLeft:k}=i,{x1:x,y1:S,x2:T,y2:R,x:L=x??T,y:M=S??R}=r,P=u?u(t.fx)-k:0,E=c?c(t.fy)-w:0,[I,C]=ar(this,i),H=ub(r,I),z=cb(r,C),J=h?Mf:Rf,B=J(ws),V,G;"title"in r?(V=ik.call(this,{title:r.channels.title},n),G=GP):(V=ik.call(this,r.channels,n),G=WP);let W=ue("svg:g",s).call(Le,this,i,s).call(wb,this).call(Ne,this,{x:L&&a,y:M&&l}).call(le=>le.selectAll().data(t).enter().append("g").attr("transform",ce=>`translate(${Math.round(H(ce))},${Math.round(z(ce))})`).call(Ae,this).call(ce=>ce.append("path").attr("filter",$)).call(ce=>ce.append("text").each(function(q){let ee=kn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let N=G.call(o,q,t,V,n,r);if(typeof N=="string")for(let K of o.splitLines(N))j(ee,{value:o.clipLine(K)});else{let K=new Set;for(let Y of N){let{label:A=""}=Y;A&&K.has(A)||(K.add(A),j(ee,Y))}}})));function j(le,{label:ce,value:q,color:ee,opacity:N}){ce??="",q??="";let K=ee!=null||N!=null,Y,A=y*100,[de]=xs(ce,A,J,B);if(de>=0)ce=ce.slice(0,de).trimEnd()+ws,Y=q.trim(),q="";else{(ce||!q&&!K)&&(q=" "+q);let[he]=xs(q,A-J(ce),J,B);he>=0&&(Y=q.trim(),q=q.slice(0,he).trimEnd()+ws)}let Z=le.append("tspan").attr("x",0).attr("dy",`${g}em`).text("\u200B");ce&&Z.append("tspan").attr("font-weight","bold").text(ce),q&&Z.append(()=>d.createTextNode(q)),K&&Z.append("tspan").text(" \u25A0").attr("fill",ee).attr("fill-opacity",N).style("user-select","none"),Y&&Z.append("title").text(Y)}function oe(){let{width:le,height:ce}=i.facet??i;W.selectChildren().each(function(q){let{x:ee,width:N,height:K}=this.getBBox();N=Math.round(N),K=Math.round(K);let Y=p;if(Y===void 0){let Z=H(q)+P,he=z(q)+E,Me=Z+N+v+b*2<le,mt=Z-N-v-b*2>0,Yr=he+K+v+b*2<ce,Ri=he-K-v-b*2>0;Y=Me&&mt?Yr&&Ri?o.preferredAnchor:Ri?"bottom":"top":Yr&&Ri?Me?"left":"right":(Me||mt)&&(Yr||Ri)?`${Ri?"bottom":"top"}-${Me?"left":"right"}`:o.preferredAnchor}let A=this.firstChild,de=this.lastChild;if(A.setAttribute("d",UP(Y,v,b,N,K)),ee)for(let Z of de.childNodes)Z.setAttribute("x",-ee);de.setAttribute("y",`${+qP(Y,de.childNodes.length,g).toFixed(6)}em`),de.setAttribute("transform",`translate(${jP(Y,v,b,N,K)})`)}),W.attr("visibility",null)}return t.length&&(W.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(oe):typeof requestAnimationFrame<"u"&&requestAnimationFrame(oe)),W.node()}};function lk(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=An(t,n)),new Mb(e,{...r,x:t,y:n})}function qP(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function jP(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function UP(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function ik(e,t){let n={},r=this.format;r=sk(r,e,"x"),r=sk(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=Bg(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||KP.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Bg(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(Ve(o)?Jn:jn)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?ml(o,o.domain()):or}}return n}function sk(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function GP(e,t,{title:n}){return this.format.title(n.value[e],e)}function*WP(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:If(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:ak(r,n,"x"),value:ok(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:ak(r,n,"y"),value:ok(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!hn(a)&&l==null)continue;yield{label:If(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function ok(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function ak(e,t,n){let r=If(e,t,`${n}1`,n),i=If(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function If(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Ie(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=Ao(e.className),u=e.marks===void 0?[]:ck(e.marks);u.push(...e7(u));let c=ZP(t,e),f=new Map;for(let B of u){let V=fk(B,c,e);V&&f.set(B,V)}let d=new Map;c&&vl(d,[c],e),vl(d,f,e);let p=ck(t7(u,d,e));for(let B of p){let V=fk(B,c,e);V&&f.set(B,V)}u.unshift(...p);let h=SS(d,e);if(h!==void 0){let B=c?bf(h,c):void 0;for(let G of u){if(G.facet===null||G.facet==="super")continue;let W=f.get(G);W!==void 0&&(W.facetsIndex=G.fx!=null||G.fy!=null?bf(h,W):B)}let V=new Set;for(let{facetsIndex:G}of f.values())G?.forEach((W,j)=>{W?.length>0&&V.add(j)});h.forEach(0<V.size&&V.size<h.length?(G,W)=>G.empty=!V.has(W):G=>G.empty=!1);for(let G of u)if(G.facet==="exclude"){let W=f.get(G);W!==void 0&&(W.facetsIndex=CS(W.facetsIndex))}}for(let B of $e.keys())bo(e[B])&&B!=="fx"&&B!=="fy"&&d.set(B,[]);let g=new Map;for(let B of u){if(g.has(B))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:V,channels:G}=f.get(B)??{},{data:W,facets:j,channels:oe}=B.initialize(V,G,e);Pb(oe,e),g.set(B,{data:W,facets:j,channels:oe})}let y=fl(vl(d,g,e),e),b=VS(y,u,e);yS(y,b);let v=Yg(y),{fx:$,fy:w}=v,k=$||w?Xg(y,b):b,x=$||w?l7(v,b):b,S=Eo(e),T=S.document,R=Ys("svg").call(T.documentElement),L=R;S.ownerSVGElement=R,S.className=l,S.projection=ES(e,k),S.path=function(){return Ba(this.projection??IS(v))},S.filterFacets=(B,V)=>bf(h,{channels:V,groups:mf(B,V)}),S.getMarkState=B=>{let V=g.get(B),G=f.get(B);return{...V,channels:{...V.channels,...G?.channels}}},S.dispatchValue=B=>{L.value!==B&&(L.value=B,L.dispatchEvent(new S.document.defaultView.Event("input",{bubbles:!0})))};let M=new Set;for(let[B,V]of g)if(B.initializer!=null){let G=B.facet==="super"?x:k,W=B.initializer(V.data,V.facets,V.channels,v,G,S);if(W.data!==void 0&&(V.data=W.data),W.facets!==void 0&&(V.facets=W.facets),W.channels!==void 0){let{fx:j,fy:oe,...le}=W.channels;JP(le),Object.assign(V.channels,le);for(let ce of Object.values(le)){let{scale:q}=ce;q!=null&&!g$($e.get(q))&&(hk(ce,e),M.add(q))}(j!=null||oe!=null)&&f.set(B,!0)}}if(M.size){let B=new Map;vl(B,g,e,j=>M.has(j)),vl(d,g,e,j=>M.has(j));let V=a7(fl(B,e),y),{scales:G,...W}=Yg(V);Object.assign(y,V),Object.assign(v,W),Object.assign(v.scales,G)}let P,E;h!==void 0&&(P={x:$?.domain(),y:w?.domain()},h=kS(h,P),E=TS($,w,b));for(let[B,V]of g)V.values=B.scale(V.channels,v,S);let{width:I,height:C}=b;kn(R).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",I).attr("height",C).attr("viewBox",`0 0 ${I} ${C}`).attr("aria-label",o).attr("aria-description",a).call(B=>B.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(Po,n);for(let B of u){let{channels:V,values:G,facets:W}=g.get(B);if(h===void 0||B.facet==="super"){let j=null;if(W&&(j=W[0],j=B.filter(j,V,G),j.length===0))continue;let oe=B.render(j,v,G,x,S);if(oe==null)continue;R.appendChild(oe)}else{let j;for(let oe of h){if(!(B.facetAnchor?.(h,P,oe)??!oe.empty))continue;let le=null;if(W){let q=f.has(B);if(le=W[q?oe.i:0],le=B.filter(le,V,G),le.length===0)continue;!q&&le===W[0]&&(le=n$(le)),le.fx=oe.x,le.fy=oe.y,le.fi=oe.i}let ce=B.render(le,v,G,k,S);if(ce!=null){(j??=kn(R).append("g")).append(()=>ce).datum(oe);for(let q of["aria-label","aria-description","aria-hidden","transform"])ce.hasAttribute(q)&&(j.attr(q,ce.getAttribute(q)),ce.removeAttribute(q))}}j?.selectChildren().each(E)}}let H=G2(y,S,e),{figure:z=r!=null||i!=null||s!=null||H.length>0}=e;z&&(L=T.createElement("figure"),L.className=`${l}-figure`,L.style.maxWidth="initial",r!=null&&L.append(uk(T,r,"h2")),i!=null&&L.append(uk(T,i,"h3")),L.append(...H,R),s!=null&&L.append(YP(T,s)),"value"in R&&(L.value=R.value,delete R.value)),L.scale=_S(v.scales),L.legend=q2(y,S,e);let J=Q$();return J>0&&kn(R).append("text").attr("x",I).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${J.toLocaleString("en-US")} warning${J===1?"":"s"}. Please check the console.`),L}function uk(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function YP(e,t){let n=e.createElement("figcaption");return n.append(t),n}function ck(e){return e.flat(1/0).filter(t=>t!=null).map(XP)}function XP(e){return typeof e.render=="function"?e:new Ab(e)}var Ab=class extends be{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function Pb(e,t){for(let n in e)hk(e[n],t);return e}function hk(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:kg(o,i)}=t[n]??{};a!=null&&(e.value=_e(e.value,a),e.transform=!1)}function JP(e){for(let t in e)zg(t,e[t])}function vl(e,t,n,r=J_){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!DS(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=NS(o);l&&Eb(e,"x",c),u&&Eb(e,"y",f)}}}else Eb(e,a,o)}return e}function Eb(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function ZP(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=Dr(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=So(i,{value:n,scale:"fx"})),r!=null&&(s.fy=So(i,{value:r,scale:"fy"})),Pb(s,t);let o=mf(i,s);return{channels:s,groups:o,data:e.data}}function fk(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=Dr(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=So(l,{value:r,scale:"fx"})),i!=null&&(u.fy=So(l,{value:i,scale:"fy"})),Pb(u,n),{channels:u,groups:mf(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&hi(Dr(e.data))===hi(a)&&Bt(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function QP(e,t={}){return Lr({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function e7(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?jS:/^y$/i.test(i)?lb:qS,r=i(QP(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===lb?"left":"bottom");let o=lk(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function t7(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:p=l,grid:h=p===null?null:u}=i,y:{axis:g=l,grid:y=g===null?null:u}=s,fx:{axis:b=f,grid:v=b===null?null:d}=o,fy:{axis:$=f,grid:w=$===null?null:d}=a}=n;(r||!bo(i)&&!dk("x",e))&&(p=h=null),(r||!bo(s)&&!dk("y",e))&&(g=y=null),t.has("fx")||(b=v=null),t.has("fy")||($=w=null),p===void 0&&(p=!Bf(e,"x")),g===void 0&&(g=!Bf(e,"y")),b===void 0&&(b=!Bf(e,"fx")),$===void 0&&($=!Bf(e,"fy")),p===!0&&(p="bottom"),g===!0&&(g="left"),b===!0&&(b=p==="top"||p===null?"bottom":"top"),$===!0&&($=g==="right"||g===null?"left":"right");let k=[];return zf(k,w,R2,a),Of(k,$,$2,"right","left",c,a),zf(k,v,E2,o),Of(k,b,S2,"top","bottom",c,o),zf(k,y,C2,s),Of(k,g,Sb,"left","right",n,s),zf(k,h,M2,i),Of(k,p,kb,"bottom","top",n,i),k}function Of(e,t,n,r,i,s,o){if(!t)return;let a=n7(t);o=r7(a?r:t,s,o);let{line:l}=o;(n===Sb||n===kb)&&l&&!ps(l)&&e.push(rk(i7(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function zf(e,t,n,r){!t||ps(t)||e.push(n(s7(t,r)))}function n7(e){return/^\s*both\s*$/i.test(e)}function r7(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:p,labelArrow:h=t.labelArrow,labelOffset:g}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:p,labelArrow:h,labelOffset:g}}function i7(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function s7(e,{stroke:t=xo(e)?e:void 0,ticks:n=o7(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function o7(e){switch(typeof e){case"number":return!0;case"string":return!xo(e)}return zt(e)||typeof e?.range=="function"}function Bf(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function dk(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function a7(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function l7({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=pf(n),u=e&&pk(e),c=t&&pk(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function pk(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var u7=new Map([["basis",h_],["basis-closed",g_],["basis-open",y_],["bundle",w_],["bump-x",l_],["bump-y",u_],["cardinal",x_],["cardinal-closed",__],["cardinal-open",$_],["catmull-rom",k_],["catmull-rom-closed",C_],["catmull-rom-open",M_],["linear",ls],["linear-closed",A_],["monotone-x",L_],["monotone-y",N_],["natural",O_],["step",z_],["step-after",F_],["step-before",B_]]);function Db(e=ls,t){if(typeof e=="function")return e;let n=u7.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function mk(e=wl,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?wl:Db(e,t)}function wl(e){return ls(e)}function c7(e={y:"count"},t={}){[e,t]=p7(e,t);let{x:n,y:r}=t;return d7(h7(n,t,ge),null,null,r,e,Do(t))}function f7(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=uf}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function Ff(e={}){return f7(c7,"y",ys(e,"x"))}function d7(e,t,n,r,{data:i=Ig,filter:s=ol,sort:o,reverse:a,...l}={},u={}){e=gk(e),t=gk(t),l=g7(l,u),i=wk(i,ge),o=o==null?void 0:yk("sort",o,u),s=s==null?void 0:vk("filter",s,u),n!=null&&al(l,"x","x1","x2")&&(n=null),r!=null&&al(l,"y","y1","y2")&&(r=null);let[c,f]=gn(e),[d,p]=gn(e),[h,g]=gn(t),[y,b]=gn(t),[v,$]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[w,k]=gn(v),{x,y:S,z:T,fill:R,stroke:L,x1:M,x2:P,y1:E,y2:I,domain:C,cumulative:H,thresholds:z,interval:J,...B}=u,[V,G]=gn(T),[W]=Ot(R),[j]=Ot(L),[oe,le]=gn(W),[ce,q]=gn(j);return{..."z"in u&&{z:V||T},..."fill"in u&&{fill:oe||R},..."stroke"in u&&{stroke:ce||L},...bs(B,(ee,N,K)=>{let Y=sl(Ee(ee,v),K?.[$]),A=Ee(ee,T),de=Ee(ee,W),Z=Ee(ee,j),he=T$(l,{z:A,fill:de,stroke:Z}),Me=[],mt=[],Yr=Y&&k([]),Ri=A&&G([]),pM=de&&le([]),hM=Z&&q([]),Qy=e&&f([]),mM=e&&p([]),ev=t&&g([]),gM=t&&b([]),bM=v7(e,t,ee),yM=0;for(let Es of l)Es.initialize(ee);o&&o.initialize(ee),s&&s.initialize(ee);for(let Es of N){let tv=[];for(let As of l)As.scope("facet",Es);o&&o.scope("facet",Es),s&&s.scope("facet",Es);for(let[As,vM]of Ng(Es,he))for(let[wM,du]of Ng(vM,Y))for(let[In,mr]of bM(du))if(he&&(mr.z=As),!(s&&!s.reduce(In,mr))){tv.push(yM++),mt.push(i.reduceIndex(In,ee,mr)),Y&&Yr.push(wM),A&&Ri.push(he===A?As:A[(In.length>0?In:du)[0]]),de&&pM.push(he===de?As:de[(In.length>0?In:du)[0]]),Z&&hM.push(he===Z?As:Z[(In.length>0?In:du)[0]]),Qy&&(Qy.push(mr.x1),mM.push(mr.x2)),ev&&(ev.push(mr.y1),gM.push(mr.y2));for(let xM of l)xM.reduce(In,mr);o&&o.reduce(In,mr)}Me.push(tv)}return C$(Me,o,a),{data:mt,facets:Me}}),...!al(l,"x")&&(c?{x1:c,x2:d,x:il(c,d)}:{x,x1:M,x2:P}),...!al(l,"y")&&(h?{y1:h,y2:y,y:il(h,y)}:{y:S,y1:E,y2:I}),...w&&{[$]:w},...Object.fromEntries(l.map(({name:ee,output:N})=>[ee,N]))}}function p7({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function h7(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...ir(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=m7(e.thresholds,e.interval),e}function gk(e){if(e==null)return;let{value:t,cumulative:n,domain:r=ht,thresholds:i}=e,s=o=>{let a=Ee(o,t),l;if(Ve(a)||y7(i)){a=_e(a,_g,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!mi(i)?i(a,c,f):i;typeof d=="number"&&(d=Ac(c,f,d)),mi(d)&&(r===ht&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=tr(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!mi(i)?i(a,c,f):i;if(typeof d=="number")if(r===ht){let p=qs(c,f,d);if(isFinite(p))if(p>0){let h=Math.round(c/p),g=Math.round(f/p);h*p<=c||--h,g*p>f||++g;let y=g-h+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(h+b)*p}else if(p<0){p=-p;let h=Math.round(c*p),g=Math.round(f*p);h/p<=c||--h,g/p>f||++g;let y=g-h+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(h+b)/p}else d=[c];else d=[c]}else d=ni(c,f,d);else mi(d)&&(r===ht&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?x7:n>0?w7:Lb)(u,l,a),u};return s.label=Pn(t),s}function m7(e,t,n=bk){if(e===void 0)return t===void 0?n:rr(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return z0;case"scott":return pp;case"sturges":return D0;case"auto":return bk}return nl(e)}return e}function g7(e,t){return k$(e,t,yk)}function yk(e,t,n){return Dg(e,t,n,vk)}function vk(e,t,n){return Lg(e,t,n,wk)}function wk(e,t){return ll(e,t,b7)}function b7(e){switch(`${e}`.toLowerCase()){case"x":return _7;case"x1":return S7;case"x2":return k7;case"y":return $7;case"y1":return T7;case"y2":return C7;case"z":return R$}throw new Error(`invalid bin reduce: ${e}`)}function bk(e,t,n){return Math.min(200,pp(e,t,n))}function y7(e){return s$(e)||zt(e)&&Ve(e)}function v7(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,p]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:p}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function Lb(e,t,n){return t=tr(t),r=>{let i=e.map(()=>[]);for(let s of r)i[Us(t,n[s])-1]?.push(s);return i}}function w7(e,t,n){let r=Lb(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function x7(e,t,n){let r=Lb(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function xk(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var _7={reduceIndex(e,t,{x1:n,x2:r}){return xk(n,r)}},$7={reduceIndex(e,t,{y1:n,y2:r}){return xk(n,r)}},S7={reduceIndex(e,t,{x1:n}){return n}},k7={reduceIndex(e,t,{x2:n}){return n}},T7={reduceIndex(e,t,{y1:n}){return n}},C7={reduceIndex(e,t,{y2:n}){return n}};var M7={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Hf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:vo(n),optional:!0}},n,M7),this.z=a,this.curve=Db(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,n,0,0).call(c=>c.selectAll().data(_f(t,[o,a,l,u],this,r)).enter().append("path").call(Ae,this).call(xf,this,r).attr("d",o_().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function _s(e,t){let{x:n=Mn,...r}=Ff(t);return new Hf(e,zo(Oo({...r,x1:n,x2:void 0},n===Mn?"y2":"y")))}var E7={ariaLabel:"bar"},Nb=class extends be{constructor(t,n,r={},i=E7){super(t,n,r,i),gl(this,r),bl(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),p=this._y(n,r,i),h=this._width(n,r,i),g=this._height(n,r,i);return ue("svg:g",s).call(Le,this,i,s).call(this._transform,this,n).call(y=>y.selectAll().data(t).enter().call(l||u||c||f?b=>b.append("path").call(Ae,this).call(yl,d,p,_k(d,h),_k(p,g),this).call(et,this,r):b=>b.append("rect").call(Ae,this).attr("x",d).attr("width",h).attr("y",p).attr("height",g).call(Q,"rx",o).call(Q,"ry",a).call(et,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function _k(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var Vf=class extends Nb{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Ne,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return Dn(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return Dn(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function Ib(e,t={}){return tf(t)||(t={...t,x:Mn,y2:ge}),new Vf(e,zo(kf(Oo(t))))}var A7={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function P7(e){return e.sort===void 0&&e.reverse===void 0?_$({channel:"-r"},e):e}var Kf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=us,frameAnchor:l}=n,[u,c]=Fe(o,0),[f,d]=v$(a),[p,h]=Fe(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:p,scale:"r",filter:fs,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},P7(n),A7),this.r=h,this.rotate=c,this.symbol=d,this.frameAnchor=gi(l);let{channels:g}=this,{symbol:y}=g;if(y){let{fill:b,stroke:v}=g;y.hint={fill:b?b.value===y.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===y.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:p,rotate:h,symbol:g}=this,[y,b]=ar(this,i),v=g===us,$=c?void 0:p*p*Math.PI;return fo(p)&&(t=[]),ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{x:l&&o,y:u&&a}).call(w=>w.selectAll().data(t).enter().append(v?"circle":"path").call(Ae,this).call(v?k=>{k.attr("cx",l?x=>l[x]:y).attr("cy",u?x=>u[x]:b).attr("r",c?x=>c[x]:p)}:k=>{k.attr("transform",Lo`translate(${l?x=>l[x]:y},${u?x=>u[x]:b})${f?x=>` rotate(${f[x]})`:h?` rotate(${h})`:""}`).attr("d",c&&d?x=>{let S=qn();return d[x].draw(S,c[x]*c[x]*Math.PI),S}:c?x=>{let S=qn();return g.draw(S,c[x]*c[x]*Math.PI),S}:d?x=>{let S=qn();return d[x].draw(S,$),S}:(()=>{let x=qn();return g.draw(x,$),x})())}).call(et,this,r)).node()}};function yn(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=An(t,n)),new Kf(e,{...r,x:t,y:n})}var D7={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},xl=class extends be{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:vo(n),optional:!0}},n,D7),this.z=s,this.curve=mk(o,a),vs(this,n)}filter(t){return t}project(t,n,r){this.curve!==wl&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,n).call(u=>u.selectAll().data(_f(t,[o,a],this,r)).enter().append("path").call(Ae,this).call(xf,this,r).call(YS,this,r,s).attr("d",l===wl&&s.projection?L7(s.path(),o,a):Um().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function L7(e,t,n){return t=tr(t),n=tr(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function Bo(e,{x:t,y:n,...r}={}){return[t,n]=An(t,n),new xl(e,{...r,x:t,y:n})}function Br(e,{x:t=Mn,y:n=ge,...r}={}){return new xl(e,Ff({...r,x:t,y:n}))}var N7={ariaLabel:"tick",fill:null,stroke:"currentColor"},Ob=class extends be{constructor(t,n,r){super(t,n,r,N7),vs(this,r)}render(t,n,r,i,s){return ue("svg:g",s).call(Le,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Ae,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(et,this,r).call(pl,this,r,s)).node()}};var qf=class extends Ob{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=De(o),this.insetLeft=De(a)}_transform(t,n,{y:r}){t.call(Ne,n,{y:r},0,Qe)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function jf(e,{y:t=ge,...n}={}){return new qf(e,{...n,y:t})}be.prototype.plot=function({marks:e=[],...t}={}){return Ie({...t,marks:[...e,this]})};var I7={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function vt(e){return typeof e=="number"&&Number.isFinite(e)}function O7(e,t){let n=t.filter(r=>r!=null);return n.length>0&&n.every(r=>typeof r=="boolean")?"flag":n.some(r=>typeof r=="string")?"text":e==="p_value"?"p":n.length>0&&n.every(r=>vt(r)&&Number.isInteger(r))?"count":"number"}function z7(e,t){return t==null?{text:"",value:null,title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",value:t,title:t?"yes":"no"}:typeof t=="string"?{text:t,value:t,title:t}:typeof t!="number"?{text:String(t),value:String(t),title:String(t)}:Number.isFinite(t)?{text:e==="count"?D(t):e==="p"?$t(t):ve(t),value:t,title:String(t)}:{text:"undefined",value:null,title:"undefined"}}function B7(e,t){let n=[...t].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===n)?.title??null}function $k(e,t,n=null,r={}){let i=b=>e.rows.map(v=>v[b]),s=n?.bias.key||null,o=b=>b===s&&e.rows.length>0&&i(b).every(v=>v===t),a=e.columns.filter(b=>!o(b)),l=a.indexOf("lower"),u=a.indexOf("upper"),c=l>0&&u===l+1,f=c?a[l-1]:null,d=null;if(c){let b=e.rows.flatMap(v=>[v.lower,v.upper,f?v[f]:null]).filter(vt);if(b.length>0){let v=Math.min(...b),$=Math.max(...b);v>=0&&$<=1&&(v=0),v===$&&($=v+1),d=[v,$]}}let p=b=>d?(b-d[0])/(d[1]-d[0]):0,h=[],g=[];return a.forEach((b,v)=>{if(c&&v===u)return;if(c&&v===l){h.push({name:"interval",head:r.interval??"interval",title:`The interval of ${f} [lower, upper], drawn on one scale for every row`,kind:"interval"}),g.push(w=>{let k=w.lower,x=w.upper,S=f?w[f]:null;return!vt(k)||!vt(x)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:`[${ve(k)}, ${ve(x)}]`,value:k,title:`[${k}, ${x}]`,whisker:{lo:p(k),hi:p(x),mid:vt(S)?p(S):null},lower:k,upper:x}});return}let $=O7(b,i(b));h.push({name:b,head:r[b]??b,title:I7[b]??b,kind:$}),g.push(w=>z7($,w[b]))}),{caption:B7(n,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:h,rows:e.rows.map(b=>g.map(v=>v(b))),scale:d,estimate:f}}function Sk(e,t){if(!e)return"";let n=[];for(let[r,i]of Object.entries(e)){if(i===t||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?D(i):ve(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;n.push(`${r} ${s}`)}return n.join(" \xB7 ")}function F7(e,t){let n=new Map(t.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(n.get(r.r.run)??t.length+r.i)-(n.get(i.r.run)??t.length+i.i)).map(r=>r.r)}function kk(e,t){let n=F7(e.runs,t),r=n.flatMap(l=>[l.bias,l.upper]).filter(vt),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:n.map(l=>{let u=vt(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:vt(l.lower)?o(l.lower):null,upper:vt(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function zb(e){let t=[...e.steps].sort((s,o)=>s.step-o.step),n=[],r=[],i=0;for(let s of t){if(!vt(s.bias)){r.push(s.step),i++;continue}n.push({step:s.step,wall_time:s.wall_time,value:vt(s.value)?s.value:null,bias:s.bias,lower:vt(s.lower)?s.lower:null,upper:vt(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:n,missing:r,current:e.step}}function Bb(e,t="not in this run"){if(!vt(e.bias))return t;let n=vt(e.lower)&&vt(e.upper)?` [${ve(e.lower)}, ${ve(e.upper)}]`:"";return`${ve(e.bias)}${n}`}function Tk(e,t=6){if(e.length===0)return"";let n=e.slice(0,t).join(", "),r=e.length>t?` and ${e.length-t} more`:"";return`step${e.length>1?"s":""} ${n}${r}`}function Ck(e){let t=Object.keys(e.options).sort().map(n=>[n,e.options[n]]);return JSON.stringify([e.tag,e.run,e.step,e.key,t])}function H7(e){if(!(e>0)||!Number.isFinite(e))return 1;let t=10**Math.floor(Math.log10(e)),n=e/t;return(n<1.5?1:n<3.5?2:n<7.5?5:10)*t}function Rk(e){return Number(e.toPrecision(12))}var V7=e=>e.filter(t=>typeof t=="number"&&Number.isFinite(t));function _l(e,t=[],n=[],r={}){let i=V7([...e,...t,...n]);if(i.length===0)return null;let s=Math.min(...i),o=Math.max(...i),a=s,l=o;r.zero&&(s=Math.min(s,0),o=Math.max(o,0));let u=r.clamp,c=r.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(s),Math.abs(o),1e-9)*.02);if(o-s<c){let p=(s+o)/2;s=p-c/2,o=p+c/2,r.zero&&a>=0&&(s=0,o=Math.max(o,c))}let f=(o-s)*(r.pad??.05);r.zero&&s===0||(s-=f),r.zero&&o===0||(o+=f);let d=H7((o-s)/(r.steps??10));return s=Rk(Math.floor(s/d+1e-9)*d),o=Rk(Math.ceil(o/d-1e-9)*d),u&&(s=Math.max(s,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[s,o]}function $l(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function Fb(e,t){let n=0;for(let r of e)"iljtfrI1.,:;|!'()[] ".includes(r)?n+=.32:"mwMW@%&".includes(r)?n+=.9:r>="A"&&r<="Z"?n+=.68:n+=.58;return n*t}function K7(e,t,n){if(n(e)<=t)return e;let r=[...e],i=0,s=r.length;for(;i<s;){let o=Math.ceil((i+s)/2);n(r.slice(0,o).join("")+"\u2026")<=t?i=o:s=o-1}return r.slice(0,Math.max(1,i)).join("").trimEnd()+"\u2026"}function Mk(e){let t=e.map(s=>s.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),n=t[0]?.map(([s])=>s)??[],r=e.length>0&&t.every((s,o)=>s.length===n.length&&s.every(([a],l)=>a!==""&&a===n[l]&&e[o].split(" & ")[l].includes("="))),i=r?t.map(s=>s.map(([,o])=>o).join(" & ")):[...e];return!r||new Set(i).size!==i.length||i.some(s=>s==="")?{labels:[...e],title:null}:{labels:i,title:n.join(" & ")}}function Ek(e,t,n,r={}){let i=r.measure??(g=>Fb(g,n)),s=r.maxLabelPx??120,o=r.marginLeft??44,a=Math.max(1,e.length),l=t/a,u=n*1.35,c=Math.ceil(10+n*1.6);if(Math.max(0,...e.map(i))+8<=l)return{rotate:0,labels:[...e],truncated:!1,marginBottom:c,marginLeft:o,plotWidth:t};let d=e.map(g=>K7(g,s,i)),p=d.some((g,y)=>g!==e[y]),h=Math.max(0,...d.map(i));if(l*Math.SQRT1_2>=u*1.1){let g=Math.ceil((h+n)*Math.SQRT1_2);return{rotate:-45,labels:d,truncated:p,marginBottom:Math.ceil(12+g),marginLeft:Math.max(o,Math.ceil(g-l/2+4)),plotWidth:t}}return{rotate:-90,labels:d,truncated:p,marginBottom:Math.ceil(14+h),marginLeft:o,plotWidth:Math.max(t,Math.ceil(a*u))}}var q7=["report","compare","trend"],Hb="mode",lr="cmp_",Hr="trend_";function j7(e){return q7.includes(e??"")?e:"report"}function Ak(e,t){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of e){let s=r.slice(t.length);s===Hb?n.mode=j7(i):s.startsWith(lr)?n.compare.push([r,i]):s.startsWith(Hr)?n.trend.push([r,i]):n.view.push([r,i])}return n}function Pk(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function Dk(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function Lk(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var U7=["table","rank_by","class_name"];function G7(e,t){return`${qe}${e}o_${t}`}function Nk(e,t=[]){return(e?.options??[]).filter(n=>!U7.includes(n.name)&&!t.includes(n.name))}function W7(e,t){if(e.type==="float"||e.type==="int"){let n=t.trim();if(n==="")return;let r=Number(n);return Number.isFinite(r)?r:void 0}return t}function Uf(e,t,n){if(n==="")return!0;let r=xt(e,t);if(r===null)return!1;let i=W7(r,n);return i!==void 0&&Te(e,t,i)}function Fo(e,t,n){let r={},i=`${qe}${t}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);xt(n,a)!==null&&Uf(n,a,o)&&(r[a]=o)}return r}function Sl(e,t,n){return(n?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[G7(t,i),e[i]])}function wi(e,t){let n={...e};for(let[r,i]of Object.entries(t))i!==""&&(n[r]=i);return n}function Ik(e,t,n){if(n[t]!==void 0&&n[t]!=="")return n[t];let r=xt(e,t)?.default;return r==null?"":String(r)}var Y7="dark-mode";function Ok(e,t){return e!==null?e.split(/\s+/).includes(Y7)?"dark":"light":t?"dark":"light"}var Vb=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],Kb={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},zk="runColorGroup";function Bk(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function X7(e,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let n;try{n=new RegExp(t.regex)}catch{return"run:"+e}let r=e.match(n);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var Gf=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let n of t)this.runIds.set(n,this.idFor(n,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let n=new Map(this.groupIds);return t.map(r=>this.runIds.get(r)??this.idFor(r,n))}idFor(t,n){let r=X7(t,this.groupBy);if(r===null)return-1;let i=n.get(r)??n.size;return n.set(r,i),i}};function J7(e,t){let n=e<0?Kb:Vb[e%Vb.length];return t==="dark"?n.dark:n.light}function Z7(e){let t=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(i=>i+i).join("");let n=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!n||n[4]!==void 0&&Number.parseFloat(n[4])===0)return null;let r=[n[1],n[2],n[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function Fk(e){let t=Z7(e);if(t===null)return null;let n=Vb.findIndex(r=>r.light===t||r.dark===t);return n>=0?{id:n}:t===Kb.light||t===Kb.dark?{id:-1}:{custom:t}}var Hk={theme:"light",ids:null,seen:new Map};function Vk(){return Hk}function Kk(e){Hk=e}function Wf(e,t){let n=t.ids?t.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=t.seen.get(r);return s&&"custom"in s?s.custom:J7(s?s.id:n[i],t.theme)})}function qk(e,t){let n=Object.keys(e).sort(),r=Object.keys(t).sort();if(n.length!==r.length||n.some((i,s)=>i!==r[s]))return!1;for(let i of n){let s=Object.keys(e[i]).sort(),o=Object.keys(t[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==t[i][a].kind||e[i][a].max_step!==t[i][a].max_step)return!1}return!0}function Yf(e,t,n){if(t===null||n===null)return null;let r=e[t]?.[n];return r===void 0?null:r.max_step}function jk(e,t,n){return e!==null&&t!==null&&n!==null&&e===t&&n>t?n:e}function qb(e,t){return Object.keys(e).sort().filter(n=>e[n][t]!==void 0).map(n=>`${JSON.stringify(n)}:${e[n][t].max_step}`).join(",")}var Uk=qe+Hr+"run",Gk=qe+Hr+"gap_threshold",Wk=qe+Hr+"fit",vn="gap_threshold",Q7=["lines","intervals"];function jb(e){return{runs:null,gapThreshold:Ge(e,vn),own:{},fit:"lines"}}function Xf(e,t){let n=xe(e);return Te(t,vn,n)?n:null}function Ub(e,t){let n=[];for(let r of e.runs??[])n.push([Uk,r]);return e.gapThreshold!==null&&e.gapThreshold!==Ge(t,vn)&&n.push([Gk,String(e.gapThreshold)]),e.fit!=="lines"&&n.push([Wk,e.fit]),[...n,...Sl(e.own,Hr,t)]}function Yk(e,t,n){let r=jb(t),i=[],s;e=[...e],r.own=Fo(e,Hr,t);for(let[o,a]of e)o===Uk&&a!==""&&!i.includes(a)?i.push(a):o===Gk?s=a:o===Wk&&Q7.includes(a)&&(r.fit=a);return r.runs=i.length>0?i:null,r.gapThreshold=Xf(s,t)??r.gapThreshold,n?kl(r,n):r}function kl(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function $s(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function Xk(e,t,n,r){let i=$s(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:kl({...e,runs:s},t)}function Jk(e,t){if(t==="")return{runs:[...e],error:null};let n;try{n=new RegExp(t,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>n.test(r)),error:null}}function Zk(e,t,n){return n.length===0?e:kl({...e,runs:t.filter(r=>n.includes(r))},t)}function Qk(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function eT(e,t,n){let r=wi(e,t.own);return n&&t.gapThreshold!==null?{...r,[vn]:String(t.gapThreshold)}:r}function tT(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function eD(e){return e==="percent"||e==="count"?e:"value"}function nT(e,t,n="intervals"){if(t==="count"||e.length===0)return null;let r=n==="intervals";return _l(e.map(i=>i.value),r?e.map(i=>i.lower):[],r?e.map(i=>i.upper):[],t==="percent"?{clamp:[0,1]}:{})}function rT(e){let t=i=>i.lower!==null&&i.upper!==null,n=new Map;for(let i of e){let s=n.get(i.segment)??[];s.push(i),n.set(i.segment,s)}let r=[];for(let i of n.values())i.sort((s,o)=>s.step-o.step),i.forEach((s,o)=>{t(s)&&!(o>0&&t(i[o-1]))&&!(o+1<i.length&&t(i[o+1]))&&r.push(s)});return e.filter(i=>r.includes(i))}function iT(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:eD(n.format)}:{title:e,explanation:"",format:"value"}}function Tl(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Ye(e):t==="count"?Number.isInteger(e)?D(e):vr(e):ve(e)}function sT(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function oT(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return e.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=sT(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0;let[d,p]=c.intervals?.[r]??[null,null];i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,lower:d,upper:p,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function aT(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function lT(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function Cl(e,t=Vk()){return Wf(e,t)}function uT(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function cT(e,t=null){let n=[["run","step","wall_time",...e.names].map(Jd).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([Jd(r.run),Eu(i.step),Eu(i.wall_time),...e.names.map(s=>Eu(sT(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function Gb(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=xe(t.level);return r!==null&&Te(n,"level",r)?r:Ge(n,"level")}function fT(e,t){let n=Te(t,vn,e.gapThreshold)?e.gapThreshold:Ge(t,vn),r=Fo(Object.entries(e.own).map(([s,o])=>[`${qe}${Hr}o_${s}`,o]),Hr,t);return n===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:n,own:r}}var dT=15e3,Jf="theme-change",Ss="run-colors-change",tD="experimental",nD="experimental.GetRuns",rD="experimental.RunsChanged",iD="experimental.DataReloaded",Wb=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",n=>this.onMessage(n.data)),t.start()}send(t,n=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:t,id:i,payload:n,error:null,isReply:!1})})}listen(t,n){this.listeners.set(t,n)}close(){this.port.close()}onMessage(t){let n;try{n=JSON.parse(String(t))}catch{return}if(!(typeof n!="object"||n===null||typeof n.type!="string")){if(n.isReply){let r=this.waits.get(n.id);this.waits.delete(n.id),r?.(n.error?null:n.payload);return}try{this.listeners.get(n.type)?.(n.payload)}finally{this.post({type:n.type,id:n.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function sD(e){if(e.parent===e)return null;try{let t=e.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function oD(e){let t=new Map,n=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||t.has(i))continue;let o=s.style.backgroundColor||(n?n.getComputedStyle(s).backgroundColor:""),a=Fk(o);a&&t.set(i,a)}return t}function aD(e,t){if(e.size!==t.size)return!1;for(let[n,r]of e)if(JSON.stringify(t.get(n))!==JSON.stringify(r))return!1;return!0}var Yb=class extends EventTarget{constructor(n=window){super();this.win=n;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=sD(n),this.media=typeof n.matchMedia=="function"?n.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new Gf:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=n.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}n.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(n){return this.refreshers.add(n),this.schedulePoll(),()=>{this.refreshers.delete(n),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let n of this.observers)n.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let n=this.tbDocument;if(n&&this.ids){this.ids.setGroupBy(Bk(new URLSearchParams(n.location.search).get(zk)));let r=oD(n);aD(r,this.seen)||(this.seen=r)}this.publishColors()}connect(n){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new Wb(i.port1);return s.listen(rD,o=>this.onRuns(o)),s.listen(iD,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${tD}.bootstrap`,n.location.origin,[i.port2]),s.send(nD).then(o=>this.onRuns(o)),s}onRuns(n){!this.ids||!Array.isArray(n)||!n.every(r=>typeof r=="string")||(this.ids.update(n),this.readColors())}readTheme(){let n=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return Ok(n,this.media?.matches??!1)}onThemeSignal(){let n=this.readTheme();n!==this.theme&&(this.theme=n,this.applyColorScheme(),this.dispatchEvent(new Event(Jf)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let n={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,Wf(r,n),[...this.seen]]);Kk(n),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(Ss)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let n=this.win.frameElement;return!n||n.style.visibility!=="hidden"}onVisibility(){let n=this.isShown();n!==this.shown&&(this.shown=n,n&&(this.readColors(),Date.now()-this.lastRefresh>=dT?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let n of this.refreshers)n();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let n=Math.max(0,this.lastRefresh+dT-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},n)}},pT=null;function ur(){return pT??=new Yb,pT}var hT=F`
    :host {
      display: block;
      box-sizing: border-box;
      background: var(--bg);
      color: var(--fg);
    }
    :host([variant='panel']) {
      border: 1px solid var(--border);
      border-top: 3px solid var(--accent);
      border-radius: 2px;
      padding: 8px 12px 12px;
    }
    :host([variant='section']) {
      border-top: 1px solid var(--border);
      margin-top: 12px;
      padding-top: 8px;
    }
    .title-bar {
      display: flex;
      align-items: baseline;
      gap: 8px;
    }
    h2 {
      flex: 1;
      min-width: 0;
      margin: 0;
      font-size: 14px;
      font-weight: 500;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    h2 .noun {
      color: var(--muted);
      font-weight: 400;
      margin-right: 4px;
    }
    button.close {
      flex: none;
      width: 26px;
      height: 26px;
      border: 1px solid transparent;
      border-radius: 3px;
      background: none;
      color: var(--muted);
      font-size: 18px;
      line-height: 1;
      cursor: pointer;
    }
    button.close:hover {
      color: var(--fg);
      background: var(--hover-bg);
    }
    button.close:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    .what {
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .content {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
      column-gap: 28px;
      align-items: start;
    }
    .content > section.detail {
      grid-column: 1 / -1;
    }
    .content.stale {
      opacity: 0.55;
      transition: opacity 0.15s 0.2s;
    }
    section {
      margin-top: 10px;
      min-width: 0;
    }
    h4 {
      margin: 0 0 4px;
      font-size: 12px;
      font-weight: 500;
      display: flex;
      flex-wrap: wrap;
      gap: 2px 8px;
      align-items: baseline;
    }
    h4 .muted {
      font-weight: 400;
    }
    .head-text {
      font-size: 11px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .scroll {
      max-height: 260px;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 12px;
    }
    th,
    td {
      padding: 2px 6px;
      border-bottom: 1px solid var(--row-border);
      white-space: nowrap;
    }
    thead th {
      position: sticky;
      top: 0;
      background: var(--header-bg);
      font-weight: 500;
      text-align: left;
      border-bottom: 1px solid var(--border);
    }
    th.num {
      text-align: right;
    }
    td.text {
      max-width: 180px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    td.missing {
      color: var(--state-fg);
    }
    td.flag {
      text-align: center;
      color: var(--accent);
    }
    td.interval {
      min-width: 130px;
    }
    .interval-cell {
      display: flex;
      gap: 6px;
      align-items: center;
      justify-content: flex-end;
    }
    .interval-cell .ci {
      color: var(--muted);
      font-size: 11px;
    }
    .whisker {
      position: relative;
      flex: none;
      width: 64px;
      height: 10px;
    }
    .whisker .line {
      position: absolute;
      top: 4px;
      height: 2px;
      background: var(--whisker);
    }
    .whisker .dot {
      position: absolute;
      top: 1px;
      width: 8px;
      height: 8px;
      margin-left: -4px;
      border-radius: 50%;
      background: var(--whisker-dot);
    }
    .run-list {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      row-gap: 3px;
      align-items: center;
      font-size: 12px;
    }
    .run-row {
      display: contents;
    }
    .run-name {
      display: flex;
      gap: 5px;
      align-items: center;
      min-width: 0;
      max-width: 200px;
    }
    .run-name .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .run-row.current .name {
      font-weight: 600;
    }
    .run-row.current .track {
      box-shadow: inset 0 0 0 1px var(--chart-rule);
    }
    .swatch {
      flex: none;
      width: 10px;
      height: 10px;
      border-radius: 2px;
    }
    .track {
      position: relative;
      height: 14px;
      border-radius: 2px;
      background: var(--header-bg);
    }
    .track .line {
      position: absolute;
      top: 5px;
      height: 4px;
      border-radius: 2px;
      opacity: 0.7;
    }
    .track .dot {
      position: absolute;
      top: 2px;
      width: 10px;
      height: 10px;
      margin-left: -5px;
      border-radius: 50%;
      box-shadow: 0 0 0 1px var(--chart-halo);
    }
    .run-row .val {
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .run-row.absent .val {
      color: var(--muted);
      font-style: italic;
    }
    .axis {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      font-size: 11px;
      color: var(--muted);
      font-variant-numeric: tabular-nums;
    }
    .axis .ends {
      display: flex;
      justify-content: space-between;
    }
    .note {
      font-size: 11px;
      margin-top: 2px;
    }
    .chart svg {
      display: block;
      overflow: visible;
    }
    .loading {
      font-size: 12px;
      margin-top: 8px;
    }
`;function gT(e,t){e.dispatchEvent(new CustomEvent("row-open",{detail:t,bubbles:!0,composed:!0}))}var lD={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function uD(e){return je(e.head,e.name==="interval"?"lower, upper":e.name,e.title)}var cD=150,mT=240,fD=640,Rl=class extends U{constructor(){super();this.request=new ke;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0),i=Math.min(fD,Math.max(mT,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=n=>{!this.closable||n.key!=="Escape"||n.defaultPrevented||(n.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),ur().addEventListener(Ss,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),ur().removeEventListener(Ss,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){return{tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options}}async load(){let n=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>n.row(r,s))}catch(s){this.data=null,this.error=Pt(s),this.status="error";return}i!==we&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(n){let r=this.api&&this.tag&&this.run&&this.rowKey?Ck(this.params()):"";r!==""&&(r!==this.requested||n.has("revision")&&n.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(n.has("data")||n.has("declaration"))&&(this.detail=this.data?$k(this.data.detail,this.data.key,this.declaration,lD):null),(n.has("data")||n.has("chartWidth")||n.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(n){n.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let n=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...n.filter(r=>!this.runs.includes(r))]}colorOf(n){let r=this.colorDomain(),i=r.indexOf(n);return i<0?"var(--muted)":Cl(r)[i]??"var(--muted)"}drawSteps(){let n=this.data;if(!n)return null;let r=zb(n),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(n.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,v)=>b-v);a===l&&(a-=1,l+=1);let c=`${Math.round(n.level*100)}%`,f=b=>`step ${b.step}`,d=b=>[`step ${b.step} (${Jr(b.wall_time)})`,`${n.bias}: ${ve(b.bias)}`,b.lower!==null&&b.upper!==null?`${c} interval: [${ve(b.lower)}, ${ve(b.upper)}]`:"no interval",b.value!==null?`${n.value}: ${ve(b.value)}`:""].filter(Boolean).join(`
`),p=i.filter(b=>b.lower!==null&&b.upper!==null),h=Math.max(mT,this.chartWidth),g=Ie({width:h,height:cD,marginTop:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:null,grid:!0,nice:!0,zero:!0,ticks:4},marks:[tt([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),_s(p,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),tt(p,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),Br(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),yn(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${n.bias} for this ${this.noun} (not in the report, or undefined)`}),yn(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:f,title:d}),yn(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:f,title:d})]});g.setAttribute("data-points",String(i.length)),g.setAttribute("role","img"),g.setAttribute("aria-label",`${n.bias} of ${n.key} over the steps of ${n.run}`);let y=new Map(i.map(b=>[f(b),b]));for(let b of g.querySelectorAll('g[aria-label="dot"] circle')){let v=y.get(b.getAttribute("aria-label")??"");v&&(b.setAttribute("data-step",String(v.step)),b.setAttribute("data-bias",String(v.bias)),v.lower!==null&&b.setAttribute("data-lower",String(v.lower)),v.upper!==null&&b.setAttribute("data-upper",String(v.upper)),v.current&&b.setAttribute("data-current","true"))}return g}renderTitle(){let n=this.data,r=n?`${n.run} \xB7 step ${n.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return m`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?m`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:_}
      </div>
      <div class="what muted" data-run=${n?.run??_} data-step=${n?.step??_}>
        ${n?m`<b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}) · `:_}${r}${n?` \xB7 ${Math.round(n.level*100)}% intervals`:""}
      </div>`}renderCell(n,r){if(n.kind==="interval"){let a=r.whisker;return m`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??_}
        data-upper=${r.upper??_}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?m`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${Ho(a.lo)}; width: ${Ho(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?m`<span class="dot" style="left: ${Ho(a.mid)}"></span>`:_}</span
                >`:_}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[n.kind==="text"?"text":n.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?_:String(r.value);return m`<td class=${s} data-col=${n.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(n){let r=this.detail;if(!r)return _;let i=Sk(n.detail.head,n.key);return m`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?m`<span class="muted">${r.estimate} with its ${Math.round(n.level*100)}% interval</span>`:_}</h4>
      ${i?m`<div class="head-text muted">${i}</div>`:_}
      ${r.rows.length===0?m`<div class="muted">No ${this.noun} ${n.key} in this report.</div>`:m`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>m`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${uD(s)}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>m`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(n,r){let i=this.colorOf(n.run),s=`${Math.round(r.level*100)}%`,o=n.present?`run ${n.run}, step ${n.step}: ${r.bias} ${Bb(n)} (${s} interval)${n.current?" \u2014 the report on screen":""}`:`The latest report of run ${n.run} (step ${n.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=n.at;return m`<div
      class="run-row ${n.current?"current":""} ${n.present?"":"absent"}"
      role="listitem"
      data-run=${n.run}
      data-step=${n.step}
      data-present=${n.present?"true":"false"}
      data-bias=${n.bias??_}
      data-lower=${n.lower??_}
      data-upper=${n.upper??_}
      aria-current=${n.current?"true":_}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${n.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?m`${a.lower!==null&&a.upper!==null?m`<span class="line" style="left: ${Ho(a.lower)}; width: ${Ho(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:_}<span class="dot" style="left: ${Ho(a.bias)}; background: ${i}"></span>`:_}</span
      >
      <span class="val">${n.present?Bb(n):n.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(n){let{bars:r,domain:i}=kk(n,this.runs);return m`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${n.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${n.bias} of ${n.key} in every run`}>${r.map(s=>this.renderRun(s,n))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${ve(i[0])}</span><span>${ve(i[1])}</span></span><span></span>
      </div>
    </section>`}renderSteps(n){let r=zb(n),i=Tk(r.missing);return m`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${n.run}; dashed: step ${n.step}</span></h4>
      ${this.stepsSvg?m`<div class="chart">${this.stepsSvg}</div>`:m`<div class="muted">No step of ${n.run} has a ${n.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?m`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:_}
    </section>`}render(){let n=this.data;return m`
      ${this.renderTitle()}
      ${this.status==="error"?m`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:_}
      ${n?m`<div class="content ${this.status==="loading"?"stale":""}">
            ${this.showDetail?this.renderDetail(n):_} ${this.renderRuns(n)} ${this.renderSteps(n)}
          </div>`:this.status==="loading"?m`<div class="loading">Loading the ${this.noun}…</div>`:_}
    `}};Rl.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},Rl.styles=[X,st,hT];function Ho(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",Rl);function bT(e,t,n,r){if(t===null)return _;let i=e.columns.label[t];return m`<aside class="drawer" aria-label=${`Label ${i}, drilled down`}>
      ${dD(e,t,n.heads,r)}
      <fairness-row-drilldown
        variant="section"
        .api=${n.api}
        .tag=${e.tag}
        .run=${e.run}
        .step=${e.step}
        .rowKey=${i}
        .options=${Du(e)}
        .noun=${"label"}
        .declaration=${n.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}function dD(e,t,n,r){let i=e.columns,s=i.label[t],o=Bu(e,t,e.min_count),{a,b:l,metric:u}=n,c=(d,p,h,g)=>m`<span class="item" data-col=${d} title=${g??Is(d,n,e.level,e.fdr).title}
        ><span class="k">${p}</span> <b>${h}</b></span
      >`,f=(d,p)=>{let h=Nu(i[d][t],e.states[d][t]);return c(d,p,h.text,h.state===null?void 0:h.title)};return m`<div class="open-row" role="region" aria-label="The open label" data-row=${t} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${c("count","count",D(i.count[t]))} ${c("count_a",`with ${a}`,D(i.count_a[t]))}
      ${c("count_b",`with ${l}`,D(i.count_b[t]))} ${f("value_a",`${u}(${a})`)}
      ${f("value_b",`${u}(${l})`)} ${f("gap","gap")}
      ${c("bound",`${qt(e.level)} interval`,o.intervalText,o.intervalReason??void 0)}
      ${c("p_value","p",o.pText,o.pTitle)}
      ${o.significant?m`<span class="item star" data-col="significant" title=${Is("significant",n,e.level,e.fdr).title}
              >★ significant at FDR ${qt(e.fdr)}</span
            >`:_}
      ${o.insufficient?m`<span class="item muted" data-col="insufficient">insufficient</span>`:_}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>r.close()}>
        ×
      </button>
    </div>`}var yT="",pD={signed:"signed gap",bound:"conservative bound"},hD={auto:"fit the width",all:"all",compact:"without A and B"},vT={fdr:"fdr",minCount:"min_count"};function Vo(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var Ml=class extends U{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=Vo(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&Vo(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Te(this.declaration,vT[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=Vo(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=vT[t],o=!this.statValid(t,Vo(i)),{min:a,max:l}=en(this.declaration,s);return m`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${Fn(this.declaration,s)}.`:r}
      min=${a??_}
      max=${l??_}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=Vo(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(Vo(i));return m`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${t}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${n}
      .value=${i}
      @input=${o=>this.onRange(t,o)}
    />`}render(){let t=this.selection;if(!t)return _;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return m`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${n.map(s=>m`<option .value=${s.name} .selected=${s.name===t.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===t.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&t.a!==null?m`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:_}
            ${r.map(s=>m`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${D(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===yT?null:o})}}
          >
            <option .value=${yT} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>m`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${D(s.count)})</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search labels (regex)</span>
          <input
            type="search"
            class="search ${this.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^sk|board$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.searchError?"true":"false"}
            .value=${t.search}
            @input=${s=>this.emit({search:s.target.value})}
          />
        </label>
        <div class="field">
          <span class="name">Gap</span>
          <div class="pair">
            ${this.rangeInput("gapMin","min","minimum gap")} – ${this.rangeInput("gapMax","max","maximum gap")}
          </div>
        </div>
        <div class="field">
          <span class="name">Count c(y)</span>
          <div class="pair">
            ${this.rangeInput("countMin","min","minimum count")} – ${this.rangeInput("countMax","max","maximum count")}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${s=>this.emit({columns:s.target.value})}>
            ${Zd.map(s=>m`<option .value=${s} .selected=${t.columns===s}>${hD[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${Ce(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${Pe(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${zn(this.declaration,"rank_by").map(s=>m`<option .value=${s} .selected=${t.rankBy===s}>${pD[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title=${Ce(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${Pe(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||Au.includes(t.level)?Au:[...Au,t.level].sort((s,o)=>s-o)).map(s=>m`<option .value=${String(s)} .selected=${s===t.level}>${qt(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${Pe(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${Ni(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${Pe(this.declaration,"min_count","Min count")}</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${t.significantOnly}
            @change=${s=>this.emit({significantOnly:s.target.checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title=${this.downloadTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      </div>
      ${this.searchError?m`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:_}
    `}};Ml.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},Ml.styles=[X,rt,F`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 220px;
      }
      .pair {
        display: flex;
        align-items: center;
        gap: 4px;
      }
      .pair input {
        width: 72px;
      }
      input.search {
        width: 200px;
      }
      input.stat {
        width: 64px;
      }
      label.check {
        flex-direction: row;
        align-items: center;
        gap: 4px;
        align-self: flex-end;
        padding-bottom: 3px;
        cursor: pointer;
      }
    `];customElements.define("fairness-controls",Ml);function Ko(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var mD={attribute:!0,type:String,converter:fa,reflect:!1,hasChanged:gu},gD=(e=mD,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function qo(e){return(t,n)=>typeof n=="object"?gD(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var Uo={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},El=e=>(...t)=>({_$litDirective$:e,values:t}),jo=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:bD}=bv,wT=e=>e;var _T=e=>e.strings===void 0,xT=()=>document.createComment(""),Go=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(xT(),i),o=r.insertBefore(xT(),i);n=new bD(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=wT(l).nextSibling;wT(r).insertBefore(l,i),l=u}}}return n},xi=(e,t,n=e)=>(e._$AI(t,n),e),yD={},$T=(e,t=yD)=>e._$AH=t,ST=e=>e._$AH,Zf=e=>{e._$AR(),e._$AA.remove()};var Al=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),Al(r,t);return!0},Qf=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},kT=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),xD(t)}};function vD(e){this._$AN!==void 0?(Qf(this),this._$AM=e,kT(this)):this._$AM=e}function wD(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)Al(r[s],!1),Qf(r[s]);else r!=null&&(Al(r,!1),Qf(r));else Al(this,e)}var xD=e=>{e.type==Uo.CHILD&&(e._$AP??=wD,e._$AQ??=vD)},ed=class extends jo{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),kT(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(Al(this,t),Qf(this))}setValue(t){if(_T(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var TT=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},CT=El(class extends jo{constructor(e){if(super(e),e.type!==Uo.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=ST(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,p=0,h=s.length-1;for(;f<=d&&p<=h;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[p])l[p]=xi(i[f],s[p]),f++,p++;else if(a[d]===o[h])l[h]=xi(i[d],s[h]),d--,h--;else if(a[f]===o[h])l[h]=xi(i[f],s[h]),Go(e,l[h+1],i[f]),f++,h--;else if(a[d]===o[p])l[p]=xi(i[d],s[p]),Go(e,i[f],i[d]),d--,p++;else if(u===void 0&&(u=TT(o,p,h),c=TT(a,f,d)),u.has(a[f]))if(u.has(a[d])){let g=c.get(o[p]),y=g!==void 0?i[g]:null;if(y===null){let b=Go(e,i[f]);xi(b,s[p]),l[p]=b}else l[p]=xi(y,s[p]),Go(e,i[f],y),i[g]=null;p++}else Zf(i[d]),d--;else Zf(i[f]),f++;for(;p<=h;){let g=Go(e,l[h+1]);xi(g,s[p]),l[p++]=g}for(;f<=d;){let g=i[f++];g!==null&&Zf(g)}return this.ut=o,$T(e,l),_n}});var Wo=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Wo.eventName="rangeChanged";var Yo=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Yo.eventName="visibilityChanged";var Pl=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};Pl.eventName="unpinned";var Xb=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},td=class extends Xb{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var PT=typeof window<"u"?window.ResizeObserver:void 0;var Ll=Symbol("virtualizerRef"),rd="virtualizer-sizer",DT,sd=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new PT(()=>this._hostElementSizeChanged()),this._childrenRO=new PT(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[Ll]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=RD(this._hostElement,t),this._scrollerController=new td(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${rd}]`);n||(n=document.createElement("div"),n.setAttribute(rd,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(rd,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||DT;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(DT=r=(await Promise.resolve().then(()=>(Qb(),AT))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},TD(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new Pl)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(rd)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},p=i-l.top+t.scrollTop,h=s-l.left+t.scrollLeft,g=Math.max(0,o-i),y=Math.max(0,a-s);r.viewportSize={width:y,height:g},r.viewportScroll={top:p,left:h},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Wo({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Yo({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function TD(e){let t=window.getComputedStyle(e);return{marginTop:id(t.marginTop),marginRight:id(t.marginRight),marginBottom:id(t.marginBottom),marginLeft:id(t.marginLeft)}}function id(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function LT(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function CD(e,t=!1){let n=[],r=t?e:LT(e);for(;r!==null;)n.push(r),r=LT(r);return n}function RD(e,t=!1){let n=!1;return CD(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var ty=e=>e,ny=(e,t)=>m`${t}: ${JSON.stringify(e,null,2)}`,ey=class extends ed{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>ny(n,r+this._first),this._keyFunction=(n,r)=>ty(n,r+this._first),this._items=[],t.type!==Uo.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return CT(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?_n:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new sd({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},NT=El(ey);var Vr=class extends U{constructor(){super(...arguments),this.items=[],this.renderItem=ny,this.keyFunction=ty,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return m`${NT({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[Ll]?.element(t)}get layoutComplete(){return this[Ll]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};Ko([qo({attribute:!1})],Vr.prototype,"items",void 0);Ko([qo()],Vr.prototype,"renderItem",void 0);Ko([qo()],Vr.prototype,"keyFunction",void 0);Ko([qo({attribute:!1})],Vr.prototype,"layout",void 0);Ko([qo({reflect:!0,type:Boolean})],Vr.prototype,"scroller",void 0);customElements.define("lit-virtualizer",Vr);Qb();function IT(e,t,n,r){if(n<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(n-1,Math.max(0,o));switch(e){case"ArrowDown":return t===null?0:s(t+1);case"ArrowUp":return t===null?0:s(t-1);case"PageDown":return t===null?0:s(t+i);case"PageUp":return t===null?0:s(t-i);case"Home":return 0;case"End":return n-1;default:return null}}function OT(e,t,n,r,i){let s=e*t,o=s+t,a=Math.max(t,r-i);return s<n?s:o>n+a?o-a:n}function od(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function ad(e,t){return e?t==="asc"?"ascending":"descending":"none"}function ld(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var ud=24,MD=(e,t)=>t,ED=50,AD={width:0,height:ud,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},ry=class extends Xo{constructor(...t){super(...t),this._overhang=ED}get measureChildren(){return(()=>AD)}},PD={type:ry},$i={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function iy(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function DD(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=m`<span class="arrow">${ld(s,i)}</span>`,a=()=>iy(e,{column:t.key,dir:od(t.key,r,i,n)});return m`<button
    role="columnheader"
    class=${[t.text?"text":"",t.className??""].join(" ").trim()}
    data-col=${t.key}
    aria-sort=${ad(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?_:o}<span class="col-name">${t.name}</span>${t.text?o:_}</span>
    ${t.sub?m`<span class="sub">${t.sub}</span>`:_}
  </button>`}function Jo(e,t){let{rows:n}=e;return m`<div
    role="table"
    style=${t.tableStyle??_}
    aria-rowcount=${n.length+1}
    aria-label=${t.label}
    tabindex=${t.focusable?0:_}
  >
    <div class="head" role="row" style=${t.headStyle??_}>
      ${t.columns.map(r=>"header"in r?r.header:DD(e,r,t.defaultDir))}
    </div>
    ${n.length===0?m`<div class="none">${t.empty}</div>`:t.keyByPosition?m`<lit-virtualizer
              .items=${n}
              .renderItem=${t.renderRow}
              .keyFunction=${MD}
              .layout=${PD}
            ></lit-virtualizer>`:m`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}var _i=class{constructor(t,n){this.host=t;this.actions=n;this.row=null;this.onFocus=t=>{let n=t.composedPath()[0];if(this.row!==null||!(n instanceof HTMLElement)||n.getAttribute("role")!=="table"||!n.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/ud))])};this.onKey=t=>{if(t.defaultPrevented||t.altKey||t.ctrlKey||t.metaKey)return;let n=t.composedPath()[0],r=n instanceof Element&&n.closest("button, input, select, a")!==null;if(t.key==="Escape"){this.actions.close()&&t.preventDefault();return}let i=this.host.rows;if(t.key==="Enter"||t.key===" "){if(r||this.row===null||!i.includes(this.row))return;t.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=IT(t.key,s<0?null:s,i.length,Math.floor((a-o)/ud)-1);l!==null&&(t.preventDefault(),this.set(i[l]),this.host.scrollTop=OT(l,ud,this.host.scrollTop,a,o))};t.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(t){return t===this.row}set(t){t!==this.row&&(this.row=t,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function cd(e,t){return m`<div class="cell mark" role="cell" data-col="significant">
    ${e?Zo(t):_}
  </div>`}function Zo(e){return m`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}function ks(e,t,n,r){return m`<div class=${e} data-significant=${r} data-q=${n??_}>
    <span class="star">${t.slice(0,1)}</span>${t.slice(1)}
  </div>`}var fd=F`
  .legend,
  .rate-legend {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`,Qo=[b0,F`
    :host {
      display: block;
      position: relative;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    .head,
    .row {
      box-sizing: border-box;
      display: grid;
      width: 100%;
    }
    .head {
      position: sticky;
      top: 0;
      z-index: 1;
      background: var(--header-bg);
      border-bottom: 1px solid var(--border);
    }
    .head button {
      display: flex;
      flex-direction: column;
      align-items: flex-end;
      justify-content: center;
      gap: 1px;
      border: 0;
      background: none;
      padding: 4px 8px;
      text-align: right;
      cursor: pointer;
      font-weight: 500;
      min-width: 0;
    }
    .head button.text {
      align-items: flex-start;
      text-align: left;
    }
    lit-virtualizer {
      width: 100%;
    }
    .row {
      height: 24px;
      align-items: center;
      border-bottom: 1px solid var(--row-border);
      background: var(--bg);
    }
    .row:hover {
      background: var(--hover-bg);
    }
    [role='table']:focus {
      outline: none;
    }
    .row.cursor {
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus-visible .row.cursor,
    [role='table']:focus .row.cursor {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell {
      padding: 0 8px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],dd=F`
  .whisker {
    flex: none;
  }
  .whisker .bar {
    stroke: var(--whisker);
    stroke-width: 1.5;
    fill: none;
  }
  .whisker .dot {
    fill: var(--whisker-dot);
  }
  .row.significant .whisker .bar {
    stroke: var(--accent);
    stroke-width: 2;
  }
  .row.significant .whisker .dot {
    fill: var(--accent);
  }
  .cell.mark {
    padding: 0;
    text-align: center;
    color: var(--accent);
  }
  .cell.why {
    cursor: help;
  }
`;var LD=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],ND=new Set(["count_a","count_b","value_a","value_b"]),Nl=76,pd=14,ID="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",OD="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",sy=912,zT=584,zD="fairness:rows-rendered";function BD(e,t,[n,r]){let s=b=>(b-n)/(r-n)*(Nl-6)+3,o=b=>Math.min(Nl-3,Math.max(3,b)),a=pd/2,[l,u]=e,c=s(l),f=s(u),d=o(c),p=o(f),h=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,g=f>Nl-3?`M${p-3},${a-3}L${p},${a}L${p-3},${a+3}`:`M${p},${a-3}V${a+3}`,y=t!==null&&Number.isFinite(t)?s(t):-10;return{zero:`M${s(0)},0V${pd}`,bar:`M${d},${a}H${p}${h}${g}`,dot:y,r:y>=0&&y<=Nl?2.5:0}}function FD(e){return m`<svg class="whisker" width=${Nl} height=${pd} aria-hidden="true">
    <path class="zero" d=${e.zero}></path>
    <path class="bar" d=${e.bar}></path>
    <circle class="dot" cx=${e.dot} cy=${pd/2} r=${e.r}></circle>
  </svg>`}var HD=4096,Il=class extends U{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(n=>{this.width=n[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new _i(this,{open:n=>this.openRow(n),close:()=>this.open===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.open=null,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let n=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<sy;n!==this.compact&&(this.compact=n)}openRow(n){let r=this.table;if(!r||n<0||n>=r.rows)return;this.cursor.set(n);let i=this.shadowRoot?.querySelector("[role=table]");this.dispatchEvent(new CustomEvent("row-open",{detail:{key:r.columns.label[n],opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:n,fdr:r}=this.stats,i=Is("significant",this.names,n,r),s=m`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...LD.map(o=>({key:o,text:o==="label",className:ND.has(o)?"ab":void 0,...Is(o,this.names,n,r)})),{header:s}]}rowText(n){let r=this.texts.get(n);if(r)return r;let i=this.table,s=i.columns,o=this.stats,a=Bu(i,n,o.minCount),l=s.gap[n],u=a.interval?`${qt(o.level)} interval ${a.intervalText}; conservative bound ${a.bound===null?"\u2014":a.bound}`+(a.insufficient?`. ${a.pTitle}`:""):a.intervalReason??"",c=d=>Nu(s[d][n],i.states[d][n]),f={count:D(s.count[n]),countA:D(s.count_a[n]),countB:D(s.count_b[n]),value_a:c("value_a"),value_b:c("value_b"),gap:c("gap"),stats:a,intervalTitle:u,whisker:a.interval?BD(a.interval,typeof l=="number"?l:null,o.domain):null};return this.texts.size>=HD&&this.texts.clear(),this.texts.set(n,f),f}renderValue(n,r,i){return r.state===null?m`<div class="cell num ${i?"ab":""}" role="cell" data-col=${n} title=${r.title}>${r.text}</div>`:m`<div
      class="cell num ${i?"ab":""} state ${r.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${r.state}
      title=${r.title}
    >
      ${r.text}
    </div>`}renderStats(n){let r=n.stats,i=n.intervalTitle,s=`significant at FDR ${qt(this.stats.fdr)}`;return m`<div
        class="cell num interval ${r.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${r.interval?String(r.interval[0]):""}
        data-upper=${r.interval?String(r.interval[1]):""}
        title=${i}
      >
        ${n.whisker?FD(n.whisker):_}<span
          class="text"
          >${r.intervalText}</span
        >
      </div>
      <div
        class="cell num ${r.p===null?"why":""} ${r.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${r.pTitle}
      >
        ${r.pText}
      </div>
      ${cd(r.significant,s)}`}renderRow(n,r){let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0,l=this.rowText(n);return m`<div
      class="row ${o?"insufficient":""} ${a?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${n===this.open?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?np(this.stats.minCount):_}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${l.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${l.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${l.countB}</div>
      ${this.renderValue("value_a",l.value_a,!0)} ${this.renderValue("value_b",l.value_b,!0)}
      ${this.renderValue("gap",l.gap,!1)} ${this.renderStats(l)}
    </div>`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),n.has("columns")&&this.updateCompact();let r=this.cursorMoved();(n.has("table")||n.has("stats"))&&this.texts.clear(),(r||n.has("table")||n.has("stats")||n.has("open")||n.has("names"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}cursorMoved(){let n=this.cursor.row!==this.lastCursor;return this.lastCursor=this.cursor.row,n}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(zD))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?_:Jo(this,{columns:this.headerColumns(),defaultDir:ep,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0})}};Il.properties={...$i,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},open:{attribute:!1},compact:{type:Boolean,reflect:!0}},Il.styles=[X,...Qo,dd,F`
      .head,
      .row {
        grid-template-columns: ${Ue(ID)};
        min-width: ${Ue(`${sy}px`)};
      }
      lit-virtualizer {
        min-width: ${Ue(`${sy}px`)};
      }
      :host([compact]) .head,
      :host([compact]) .row {
        grid-template-columns: ${Ue(OD)};
        min-width: ${Ue(`${zT}px`)};
      }
      :host([compact]) lit-virtualizer {
        min-width: ${Ue(`${zT}px`)};
      }
      :host([compact]) .ab {
        display: none;
      }
      .head button {
        padding: 4px 6px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head button .top {
        max-width: 100%;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .cell {
        padding: 0 6px;
      }
      /* The label stays in view when the table scrolls sideways. */
      .head button[data-col='label'],
      .cell.label {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='label'] {
        background: var(--header-bg);
      }
      .head button[data-col='label']:hover {
        background: var(--header-hover);
      }
      .cell.label {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row {
        cursor: pointer;
        /* Each row lays out and paints on its own: a search that changes the rows in view
           does not invalidate the rest of the table. */
        contain: strict;
      }
      .row.insufficient .cell.label {
        background: var(--dim-bg);
      }
      .row:hover .cell.label {
        background: var(--hover-bg);
      }
      /* The cursor's ring over the sticky label too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.state {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.state.inf {
        font-style: normal;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--muted);
        cursor: help;
      }
      /* The whisker at a fixed place, the text after it in a fixed width, right-aligned:
         whiskers line up whatever the width of their interval's text. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        padding-right: 4px;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .whisker {
        overflow: visible;
      }
      .whisker .zero {
        stroke: var(--chart-rule);
        stroke-dasharray: 2 2;
      }
      .row.insufficient {
        color: var(--state-fg);
        background: var(--dim-bg);
      }
      .row.insufficient:hover {
        background: var(--hover-bg);
      }
      .row.insufficient .whisker .bar {
        stroke: var(--disabled-border);
      }
      .row.insufficient .whisker .dot {
        fill: var(--disabled);
      }
      /* The open row, whatever else it is (insufficient, under the mouse). */
      .row[aria-selected='true'],
      .row[aria-selected='true']:hover,
      .row[aria-selected='true'] .cell.label {
        background: var(--selected-bg);
      }
    `];customElements.define("fairness-table",Il);var Ol=class extends U{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Ie({width:Os,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[vi(n.bins,{x1:"x0",x2:"x1",y:"count",fill:zi,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Yt([0],{stroke:"var(--chart-rule)"}),tt([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return _;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${D(r)} at +\u221E`:"",i?`${D(i)} at \u2212\u221E`:"",s?`${D(s)} undefined`:""].filter(Boolean);return m`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??m`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${D(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?m`; not plotted: ${o.join(", ")}`:_}
      </div>
    `}};Ol.properties={histogram:{attribute:!1},metric:{attribute:!1}},Ol.styles=[X,F`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",Ol);var zl=class extends U{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Ie({width:Os,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[vi(s,{x1:"x0",x2:"x1",y:"top",fill:zi,fillOpacity:.85,insetLeft:.5,insetRight:.5}),vi(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),Yt([0],{stroke:"var(--chart-rule)"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return _;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return m`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${i?"invalid":""}
          .value=${this.kText}
          @input=${s=>this.onK(s)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart??m`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${zi}"></span>top ${D(n.k)}${n.topMedian!==null?m` (median c(y) ${D(n.topMedian)})`:_}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${D(n.allShown)} shown${n.allMedian!==null?m` (median ${D(n.allMedian)})`:_}${n.zero?m`; ${D(n.zero)} of the top with c(y) = 0 not plotted`:_}
      </div>
    `}};zl.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},zl.styles=[X,F`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .head input {
        width: 64px;
        height: 22px;
      }
      .note {
        font-size: 11px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin: 0 3px 0 8px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-count-distribution",zl);var FT="label_associations",BT="gaps",VD=180,KD=400,qD=new Set(["search","gap","count"]);function jD(e){return e.metrics?.find(t=>t.name===e.metric)?.title??""}var Bl=class extends U{constructor(n){super();this.request=new ke;this.shell=new Dt(this,[this.request]);this.downloads=new Bn(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.histogram=null;this.counts=null;this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.chartTimer=null;this.hashTimer=null;this.hashDirty=!1;this.drawerActions={close:()=>this.closeRow()};this.onPageHide=()=>{this.hashDirty&&this.flushParams()};this.onKey=n=>{if(n.key!=="Escape"||n.defaultPrevented||this.openLabel===null)return;let r=n.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(n.preventDefault(),this.closeRow())};this.flushParams=()=>{this.hashDirty=!1,pt(this,tp(this.selection,this.declaration))};this.api=n??new Zt,this.info=null,this.declaration=null,this.params=[],this.selection=Pu(null),this.data=null}connectedCallback(){super.connectedCallback(),window.addEventListener("pagehide",this.onPageHide),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("pagehide",this.onPageHide),this.removeEventListener("keydown",this.onKey),this.cancelCharts()}openLabelRow(n){this.drillOpener=n.detail.opener,this.openLabel=n.detail.key}closeRow(){let n=this.drillOpener;this.openLabel=null,this.drillOpener=null,n?.isConnected&&n.focus({preventScroll:!0})}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let p=(y,b)=>b===Ls(this.declaration,y)?null:b,h={level:p("level",l),fdr:p("fdr",u),min_count:c,rank_by:p("rank_by",f)},g;try{g=await this.request.run(y=>this.api.associations(FT,{run:n,tag:r,step:i,metric:s,a:o,b:a,...h},y))}catch(y){if(d&&(o!==null||a!==null)&&y instanceof $n&&y.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(y);return}g!==we&&(this.data=g,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==g.metric)&&this.setSelectionState({...this.selection,a:g.a,metric:g.metric}),this.shell.ready())}setSelectionState(n,r=!1){if(this.selection=n,!r){this.flushParams();return}if(this.hashTimer!==null){this.hashDirty=!0;return}this.flushParams(),this.hashTimer=window.setTimeout(()=>{this.hashTimer=null,this.hashDirty&&this.flushParams()},KD)}onSelectionChange(n){let r=this.selection,i={...r,...n};if(Object.keys(n).every(a=>qD.has(a))){this.setSelectionState(i,!0);return}n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=ba(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(Pu(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?Qr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Kt(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);this.downloads.download("download",{run:n.run,tag:n.tag,step:n.step,table:BT,options:Du(n)},r)}willUpdate(n){if(!this.hasUpdated)this.selection=i0(this.params,this.declaration),pt(this,tp(this.selection,this.declaration)),this.load();else{let h=n.get("report");h&&(h.run!==this.report.run||h.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(n.has("report")&&ei(h,this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=Ns(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.histogram=null,this.counts=null,this.statsInfo=null,this.legendLines=null,this.openRow=null,this.cancelCharts();return}if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:jD(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:p0(s)},this.legendLines=Fu(s)),o||n.has("openLabel")){let h=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=h<0?null:h}(o||l||this.labelSearch===null)&&(this.labelSearch=new Lu(s,l0(s,i.sort,i.dir)));let d=!1;if(o||l||u||c){let h=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});u0(h,this.visibleList)||(this.visibleList=h,d=!0)}let p=!a&&!o&&!l&&!f&&r.significantOnly===i.significantOnly;d||o?p&&this.histogram!==null?this.scheduleCharts():this.updateCharts():f&&(this.counts=Hu(s,this.visibleList,i.topK))}updateCharts(){this.cancelCharts();let n=this.data;n&&(this.histogram=rp(n,this.visibleList),this.counts=Hu(n,this.visibleList,this.selection.topK))}scheduleCharts(){this.cancelCharts(),this.chartTimer=window.setTimeout(()=>{let n=this.data;n&&(this.histogram=rp(n,this.visibleList),this.requestUpdate(),this.chartTimer=window.setTimeout(()=>{this.chartTimer=null,this.data&&(this.counts=Hu(this.data,this.visibleList,this.selection.topK),this.requestUpdate())},0))},VD)}cancelCharts(){this.chartTimer!==null&&clearTimeout(this.chartTimer),this.chartTimer=null}renderSummary(n){return w0(n,this.info?.description??"",this.visibleList.length)}renderLegend(n){return x0(n,this.legendLines)}renderDrawer(n){return bT(n,this.openRow,{api:this.api,declaration:this.declaration,heads:this.heads},this.drawerActions)}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:zn(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return m`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${On(this.declaration,BT,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @focusout=${()=>this.hashDirty&&this.flushParams()}
        @download-csv=${()=>this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>m`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${a}
                  .rows=${this.visibleList}
                  .sort=${n.sort}
                  .dir=${n.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${n.columns}
                  .open=${this.openRow}
                  @sort-change=${l=>this.onSelectionChange({sort:l.detail.column,dir:l.detail.dir})}
                  @row-open=${l=>this.openLabelRow(l)}
                  @row-close=${()=>this.closeRow()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${a.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${n.topK}
                  .sortLabel=${o}
                  @topk-change=${l=>this.onSelectionChange({topK:l.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer(a)}`,"Loading the report\u2026")}
    `}};Bl.properties={...Zr,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},Bl.styles=[X,st,Vu,Bi,Fi,Qt,v0];customElements.define("fairness-associations-view",Bl);var HT={kind:FT,title:"label-association",render:(e,t)=>m`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>m`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var UD=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],GD=["class","worst_group"],md=[.9,.95,.99],oy=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function gd(e){return{...oy,mev:Ge(e,"mev"),level:Ge(e,"level"),fdr:Ge(e,"fdr")}}function ay(e){return GD.includes(e)||e==="p_value"?"asc":"desc"}var Ft={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function ly(e,t){let n=[];return ye(n,Ft.cls,e.cls),nt(n,Ft.mev,e.mev,t),nt(n,Ft.level,e.level,t),nt(n,Ft.fdr,e.fdr,t),(e.sort!==oy.sort||e.dir!==oy.dir)&&(ye(n,Ft.sort,e.sort),ye(n,Ft.dir,e.dir)),ye(n,Ft.search,e.search),n}function VT(e,t){let n=_t(e),r=gd(t),i=n.get(Ft.cls);r.cls=i===void 0||i===""?null:i,r.mev=At(t,"mev",xe(n.get(Ft.mev))),r.level=At(t,"level",xe(n.get(Ft.level))),r.fdr=At(t,"fdr",xe(n.get(Ft.fdr)));let s=n.get(Ft.sort);if(s!==void 0&&UD.includes(s)){r.sort=s;let o=n.get(Ft.dir);r.dir=o==="asc"||o==="desc"?o:ay(r.sort)}return r.search=n.get(Ft.search)??"",r}function WD(e){let t=0;for(;t<ga.length&&e>=ga[t];)t++;return Et[t]}function YD(e,t,n){if(t==="band"){let i=Et.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function KT(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=YD(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function qT(e,t,n){return Uv(e.columns.class,t,n)}var XD={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function bd(e,t,n){if(e==="interval"){let o=ea(t);return{name:"interval",sub:`${o} of V`,title:je("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:je("\u2605","significant",uy(n))};let[r,i,s]=XD[e];return{name:r,sub:i,title:je(r,e,s)}}function ea(e){return`${Number((e*100).toPrecision(4))}%`}function jT(e){return String(Number(e.toPrecision(4)))}function uy(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${jT(e)}`}function UT(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&We(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&We(a)&&We(l)?[a,l]:null,c=r.p_value?.[t],f=s&&We(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?$t(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function GT(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];We(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function JD(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)We(n[r])&&t++;return t}function WT(e){let t=JD(e);return{interval:`whiskers: ${ea(e.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${jT(e.fdr)}: ${e.significant} of ${Ou(t,"class","classes")}`+(t<e.rows?` with a p-value (${e.rows-t} without V)`:"")}}var hd=20;function YT(e,t){let n=Object.fromEntries(Et.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=Et.includes(e.columns.band[l]??"")?e.columns.band[l]:WD(u),d=Math.min(hd-1,Math.max(0,Math.floor(u*hd)))*Et.length+Et.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/Et.length);return{x0:u/hd,x1:(u+1)/hd,band:Et[a%Et.length],count:l}}),byBand:n,defined:i,undefined:s}}function XT(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var yd="classes";function cy(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}function Fl(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}function JT(e,t){let n=e.sel,r=e.declaration,i=!Te(r,"mev",Fl(e.mevText)),s=!Te(r,"fdr",Fl(e.fdrText)),o=n.level===null||md.includes(n.level)?md:[...md,n.level].sort((a,l)=>a-l);return m`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${Ce(r,"mev")}>${Pe(r,"mev")}</span>
          <input
            type="number"
            name="mev"
            min=${en(r,"mev").min??_}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?Fn(r,"mev"):Ce(r,"mev","Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).")}
            .value=${e.mevText}
            @input=${a=>t.mev(a)}
          />
        </label>
        <label class="field" title=${Ce(r,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${Pe(r,"level")}</span>
          <select name="level" @change=${a=>t.level(a)}>
            ${o.map(a=>m`<option .value=${String(a)} .selected=${a===n.level}>${ea(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${Ce(r,"fdr")}>${Pe(r,"fdr","FDR")}</span>
          <input
            type="number"
            name="fdr"
            min=${en(r,"fdr").min??_}
            max=${en(r,"fdr").max??_}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?Fn(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). ${Ce(r,"fdr")}`}
            .value=${e.fdrText}
            @input=${a=>t.fdr(a)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${e.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${e.searchError?"true":"false"}
            .value=${n.search}
            @input=${a=>t.search(a.target.value)}
          />
        </label>
        <span class="spacer"></span>
        ${e.shell.renderCsvButton("download",e.canDownload,()=>t.downloadCsv(),`${On(e.declaration,yd,e.rows)}; not only the classes the search shows`)}
        ${e.downloads.renderError()}
        ${e.searchError?m`<div class="search-error" role="alert" title=${e.searchError}>
              Invalid regex, search ignored: ${e.searchError}
            </div>`:_}
      </div>
    </div>`}var ZD="higher is less biased; a long tail of large effect sizes lowers it";function ZT(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return _;let i=s=>(s*100).toFixed(1);return m` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function QD(e,t){let n=e.skew_size_interval;return n?m` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ve(n[0])}, ${ve(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?_:m` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function QT(e){let t=e.model,n=s=>s&&e.reasons[s]||s||"undefined",r=(s,o)=>m`<span data-key=${s} data-value=${String(t[s])}>${o}</span>`,i=(s,o)=>o===null?_:m` <span class="muted">on</span> <b data-key=${s}>${o}</b>`;return m`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${t.skew_size!==null?m`<span class="value" data-key="skew_size" data-value=${String(t.skew_size)}>${ve(t.skew_size)}</span
              >${QD(t,e.level)}`:m`<span class="value undef" data-key="skew_size" data-state=${t.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${n(t.skew_size_state)}</span>`}
        <span class="explain muted">${ZD}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${r("classes_with_v",D(t.classes_with_v))} / ${r("classes",D(t.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${r("overall_accuracy",Ye(t.overall_accuracy)||"\u2014")}${ZT(t.overall_accuracy_interval,e.level)} ·
            ${r("mean_accuracy",Ye(t.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${t.worst_group??""}>
            <b data-key="worst_group">${t.worst_group??"\u2014"}</b> ·
            ${r("worst_group_accuracy",Ye(t.worst_group_accuracy)||"\u2014")}${ZT(t.worst_group_accuracy_interval,e.level)} ·
            ${r("gap",Iu(t.gap)||"\u2014")}
          </dd>
        </div>
        ${t.parity_state!==null?m`<div class="stat" data-key="parity_state" data-state=${t.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${n(t.parity_state)}>not defined: ${n(t.parity_state)}</dd>
            </div>`:m`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${r("demographic_parity",vr(t.demographic_parity)||"\u2014")}${i("demographic_parity_label",t.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${r("equalized_odds",vr(t.equalized_odds)||"\u2014")}${i("equalized_odds_label",t.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${e.groups.map((s,o)=>m`${o?" \xB7 ":""}<span data-group=${s.name}
                    ><b>${s.name}</b> ${D(s.n)}${s.accuracy!==null?` (${Ye(s.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}var eC=F`
    input[name='mev'],
    input[name='fdr'] {
      width: 72px;
    }
    .stats-legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .stats-legend .star {
      color: var(--accent);
    }
    input.search {
      width: 200px;
    }
    .headline {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 28px;
      align-items: flex-start;
      padding: 10px 12px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--surface);
    }
    .headline .skew {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 220px;
      max-width: 300px;
    }
    .headline .skew .value {
      font-size: 26px;
      font-weight: 500;
      line-height: 1.1;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .value.undef {
      font-size: 18px;
      color: var(--muted);
      font-style: italic;
    }
    .headline .skew .interval {
      font-size: 13px;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .interval.withheld {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .headline .explain {
      font-size: 12px;
    }
    .stats {
      display: grid;
      grid-template-columns: repeat(3, minmax(170px, 1fr));
      gap: 8px 24px;
      flex: 1;
      min-width: 300px;
      margin: 0;
    }
    .stat dt {
      font-size: 11px;
      color: var(--muted);
      letter-spacing: 0.02em;
    }
    .stat dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .stat b {
      font-weight: 500;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1 0 340px;
      min-height: 340px;
      display: flex;
      gap: 16px;
    }
    fairness-skew-table {
      flex: 1;
      min-width: 0;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .hint {
      font-size: 12px;
    }
    @media (max-width: 900px) {
      .main {
        flex-direction: column;
      }
      fairness-skew-table {
        min-height: 340px;
      }
      .side {
        width: auto;
      }
    }
`;var e9="Sorted last in both directions and left out of SkewSize.",t9=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],fy=64,dy=14,n9="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",tC=910;function r9([e,t],n,[r,i]){let o=f=>Math.min(fy-3,Math.max(3,(f-r)/(i-r)*(fy-6)+3)),a=dy/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${dy-1}`).join("");return m`<svg class="whisker" width=${fy} height=${dy} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var Hl=class extends U{constructor(){super();this.cursor=new _i(this,{open:n=>this.openRow(n),close:()=>this.closeDrillDown()});this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(n){let r=this.table;!r||n<0||n>=r.rows||(this.cursor.set(n),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[n],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:n,fdr:r}=this.stats,i=bd("significant",n,r),s=m`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=bd("interval",n,r),a=m`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return t9.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...bd(l,n,r)})}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?m`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:m`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}renderRow(n,r){let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${e9}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],p=o===this.selected,h=UT(i,n,this.reasons),g=uy(this.stats.fdr);return m`<div
      class="row ${h.significant?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${p?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-significant=${h.significant?"true":"false"}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${D(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,vr(a),u)}
      ${f?m`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${Hi[f]}"></span>${f}
          </div>`:m`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${h.interval&&a!==null?m`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(h.interval[0])}
            data-upper=${String(h.interval[1])}
            title=${`V = ${a}; ${ea(this.stats.level)} interval of the population V: [${h.interval[0]}, ${h.interval[1]}]`}
          >
            ${r9(h.interval,a,this.stats.domain)}<span class="text">${h.intervalText}</span>
          </div>`:m`<div class="cell interval undef" role="cell" data-col="interval" title=${h.reason??"No interval"}>—</div>`}
      <div class="cell num ${h.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${h.p===null?"":String(h.p)} title=${h.pTitle}>
        ${h.pText}
      </div>
      ${cd(h.significant,g)}
      ${this.numberCell("accuracy",s.accuracy[n],Ye(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Ye(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],Iu(s.gap[n]),c)}
    </div>`}willUpdate(n){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||n.has("table")||n.has("stats")||n.has("selected")||n.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?_:Jo(this,{columns:this.columns(),defaultDir:ay,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};Hl.properties={...$i,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},Hl.styles=[X,...Qo,dd,F`
      .head,
      .row {
        grid-template-columns: ${Ue(n9)};
        min-width: ${Ue(`${tC}px`)};
      }
      .head button {
        padding: 4px 6px 4px 4px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .cell {
        padding: 0 6px;
      }
      /* The class stays in view when the table scrolls sideways. */
      .head button[data-col='class'],
      .cell[data-col='class'] {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='class'] {
        background: var(--header-bg);
      }
      .head button[data-col='class']:hover {
        background: var(--header-hover);
      }
      .cell[data-col='class'] {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row:hover .cell[data-col='class'] {
        background: var(--hover-bg);
      }
      .head button .top {
        max-width: 100%;
        overflow: hidden;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--accent);
        cursor: help;
      }
      .head .interval {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
        gap: 1px;
        padding: 4px 8px;
        font-weight: 500;
        cursor: help;
      }
      lit-virtualizer {
        min-width: ${Ue(`${tC}px`)};
      }
      .row {
        cursor: pointer;
        contain: strict;
      }
      .row[aria-selected='true'],
      .row[aria-selected='true'] .cell[data-col='class'] {
        background: var(--selected-bg);
      }
      .row[aria-selected='true'] .cell[data-col='class'] {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      /* The cursor's ring over the sticky class too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      /* The whisker at a fixed place, its text after it right-aligned in the rest. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
      }
      .whisker .edge {
        stroke: var(--disabled-border);
        stroke-dasharray: 1 2;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-table",Hl);var Vl=class extends U{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Ie({width:Os,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...Et],range:Et.map(i=>Hi[i])},marks:[vi(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),tt(ga,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),Yt([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[tt([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?m`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??m`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${Et.map(r=>m`<span data-band=${r}
              ><span class="key" style="background:${Hi[r]}"></span>${r} ${D(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${D(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${D(n.undefined)} undefined, not plotted`:""}
      </div>
    `:m``}};Vl.properties={histogram:{attribute:!1},marker:{attribute:!1}},Vl.styles=[X,F`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        font-size: 11px;
        margin-top: 2px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-histogram",Vl);var Kl=class extends U{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?XT(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${D(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${D(n.count)} (${Ye(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return m`<div
      class=${u}
      role="listitem"
      data-label=${n.other?_:n.label}
      data-other=${n.other?"true":_}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Ye(n.share)} (${D(n.count)})</span>
    </div>`}renderPanel(n,r){return m`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${D(n.n)}${n.accuracy!==null?m` · accuracy ${Ye(n.accuracy)}`:_}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${n.group}`}>
        ${n.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${n.mistakes.length?m`<table class="mistakes">
            <colgroup>
              <col class="rank" />
              <col />
              <col class="count" />
              <col class="share" />
            </colgroup>
            <thead>
              <tr>
                <th class="num">rank</th>
                <th>label</th>
                <th class="num">count</th>
                <th class="num">share</th>
              </tr>
            </thead>
            <tbody>
              ${n.mistakes.map(i=>m`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${D(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${Ye(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:m`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=_;n&&(r=n.cramers_v!==null?m`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${vr(n.cramers_v)}</b>
              ${n.band?m`<span><span class="chip" style="background:${Hi[n.band]}"></span>${n.band}</span>`:_}</span
            >`:m`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return m`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?m`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${D(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?m`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:_}${i.otherLabels?`; ${D(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:_}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return m`
      ${this.renderHeader(n)}
      ${this.status==="error"?m`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:_}
      ${n&&r?m`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${r.panels.map(i=>this.renderPanel(i,r))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
            <slot name="history"></slot>
          </div>`:this.status==="loading"?m`<div class="loading">Loading the class…</div>`:_}
    `}};Kl.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},Kl.styles=[X,st,F`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: var(--bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 4px 14px;
        margin-bottom: 8px;
      }
      header h3 {
        margin: 0;
        font-size: 14px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      header .close {
        margin-left: auto;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
      .body.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      .groups {
        display: flex;
        gap: 20px;
        overflow-x: auto;
        padding-bottom: 4px;
      }
      .panel {
        flex: 1 1 0;
        min-width: 300px;
      }
      .panel h4 {
        font-size: 13px;
        font-weight: 500;
        margin: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .panel .meta {
        font-size: 12px;
        margin-bottom: 6px;
      }
      .bars {
        display: grid;
        grid-template-columns: minmax(80px, 38%) 1fr 96px;
        align-items: center;
        column-gap: 6px;
        row-gap: 2px;
        font-size: 12px;
      }
      .bar-row {
        display: contents;
      }
      .bar-row .label {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar-row.correct .label {
        font-weight: 500;
        color: var(--good);
      }
      .track {
        height: 12px;
        background: var(--header-bg);
        border-radius: 1px;
      }
      .fill {
        display: block;
        height: 100%;
        background: #90a4ae;
        border-radius: 1px;
      }
      .bar-row.correct .fill {
        background: #43a047;
      }
      .bar-row.dropped .fill {
        background: repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px);
      }
      .bar-row.dropped .label {
        color: var(--muted);
        text-decoration: line-through dotted;
      }
      .bar-row.other .label {
        font-style: italic;
        color: var(--muted);
      }
      .bar-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      h5 {
        font-size: 12px;
        font-weight: 500;
        margin: 10px 0 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
        table-layout: fixed;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      th {
        font-weight: 500;
        text-align: left;
        color: var(--muted);
      }
      th.num,
      td.num {
        text-align: right;
      }
      col.rank {
        width: 40px;
      }
      col.count {
        width: 64px;
      }
      col.share {
        width: 64px;
      }
      .key {
        font-size: 11px;
        margin-top: 8px;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
      }
      .swatch {
        display: inline-block;
        width: 14px;
        height: 10px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-class",Kl);var py="skew_size",i9=20,ql=class extends U{constructor(n){super();this.request=new ke;this.classRequest=new ke;this.shell=new Dt(this,[this.request,this.classRequest]);this.downloads=new Bn(this,()=>this.api,()=>this.declaration);this.controlsActions={mev:n=>this.onMevInput(n),level:n=>this.onLevel(n),fdr:n=>this.onFdrInput(n),search:n=>this.setSelectionState({...this.selection,search:n}),downloadCsv:()=>this.downloadCsv()};this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Zt,this.info=null,this.declaration=null,this.params=[],this.selection=gd(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew(py,{run:n,tag:r,step:i,mev:s,level:o,fdr:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===we)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass(py,{run:r,tag:i,step:s,mev:o,class:n,k:null,limit:i9},l))}catch(l){this.classData=null,this.classError=Pt(l),this.classStatus="error";return}a!==we&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,pt(this,ly(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=Fl(r);!Te(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=Fl(r);!Te(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(gd(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?Qr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Kt(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]),i={run:n.run,tag:n.tag,step:n.step,table:yd,options:cy(n)};this.downloads.download("download",i,r)}willUpdate(n){this.hasUpdated?(n.has("report")&&ei(n.get("report"),this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load():(this.selection=VT(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),pt(this,ly(this.selection,this.declaration)),this.load());let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=Ns(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=GT(s)),(o||a||this.order===null)&&(this.order=KT(s,i.sort,i.dir)),(o||a||l)&&(this.visible=qT(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=YT(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){return JT({sel:this.selection,declaration:this.declaration,mevText:this.mevText,fdrText:this.fdrText,searchError:this.search.error,rows:this.data?.rows??null,canDownload:this.data!==null&&this.downloads.pending===null,shell:this.shell,downloads:this.downloads},this.controlsActions)}renderSummary(n){let r=this.info?.description??"";return m`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?m`<span class="description">${r}</span>`:_}
      <span
        ><b>N</b> = ${D(n.model.n)} ${gt(n.model.n,"example")} · step ${n.step} ·
        <span class="mev" title=${Ce(this.declaration,"mev")}>min expected count ${n.mev}</span></span
      >
      ${Fs(this.visible.length,n.rows,gt(n.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=WT(n);return m`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
    </div>`}renderHistory(n,r){return m`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${r}
      .options=${cy(n)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let n=this.selection,r=this.data,i=this.shell.loading;return m`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>m`<div class="body">
            <div class=${i?"stale":""}>${QT(s)}</div>
            ${this.renderSummary(s)} ${this.renderLegend(s)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${s}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .reasons=${s.reasons}
                .selected=${n.cls}
                .stats=${{level:s.level,fdr:s.fdr,domain:this.domain}}
                @sort-change=${o=>this.setSelectionState({...this.selection,sort:o.detail.column,dir:o.detail.dir})}
                @class-select=${o=>this.selectClass(o.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${n.cls!==null?m`<fairness-skew-class
                  .cls=${n.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(s,n.cls)}</fairness-skew-class
                >`:_}
          </div>`,"Loading the report\u2026")}
    `}};ql.properties={...Zr,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},ql.styles=[X,rt,st,Bi,ip,Fi,Qt,eC];customElements.define("fairness-skew-view",ql);var nC={kind:py,title:"SkewSize",render:(e,t)=>m`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>m`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var s9=" & ",my=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],gy="cells",by="disparity",hy=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function vd(e){return{...hy,metric:Xr(e,"metric"),fdr:Ge(e,"fdr")}}function yy(e){return e==="class"||e==="p_value"?"asc":"desc"}function Xt(e){return e.join(s9)}function ta(e){return e.join(" \xD7 ")}var dt={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},o9="q";function vy(e,t){let n=[];return nt(n,dt.metric,e.metric,t),ye(n,dt.grouping,e.grouping),e.minCount!==null&&ye(n,dt.minCount,e.minCount),e.a!==null&&e.b!==null&&(ye(n,dt.a,e.a),ye(n,dt.b,e.b)),ye(n,dt.cls,e.cls),nt(n,dt.fdr,e.fdr,t),(e.sort!==hy.sort||e.dir!==hy.dir)&&(ye(n,dt.sort,e.sort),ye(n,dt.dir,e.dir)),n}function rC(e,t){let n=_t(e),r=vd(t);r.metric=yr(t,"metric",n.get(dt.metric));let i=n.get(dt.grouping);r.grouping=i===void 0||i===""?null:i;let s=xe(n.get(dt.minCount));Te(t,"min_count",s)&&(r.minCount=s);let o=n.get(dt.a),a=n.get(dt.b);o&&a&&(r.a=o,r.b=a);let l=n.get(dt.cls);r.cls=l===void 0||l===""?null:l,r.fdr=At(t,"fdr",xe(n.get(dt.fdr)??n.get(o9)));let u=n.get(dt.sort);if(u!==void 0&&my.includes(u)){r.sort=u;let c=n.get(dt.dir);r.dir=c==="asc"||c==="desc"?c:yy(r.sort)}return r}function Kr(e,t){return e.fdr??Ge(t,"fdr")}function iC(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function sC(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function a9(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function oC(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function aC(e,t){let n=e.classes.map((s,o)=>e.groups.map((a,l)=>iC(e.n[o][l],e.value[o][l],e.lower[o][l],e.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]))),r=oC(e.groups,e.macro),i=Kr(e,t);return{classes:e.classes,groups:e.groups,cells:n,macro:r,minCount:e.min_count,fdr:i,significantCells:sC(n)}}function lC(e,t){let n=e.classes.map((r,i)=>e.groups.map((s,o)=>iC(e.n[i][o],e.mar[i][o],e.mar_lower[i][o],e.mar_upper[i][o],e.state[i][o],e.p_value?.[i]?.[o],e.significant?.[i]?.[o])));return{classes:e.classes,groups:e.groups,cells:n,macro:e.macro?oC(e.groups,e.macro):a9(n,e.groups.length),minCount:e.min_count,fdr:Kr(e,t),significantCells:sC(n)}}function l9(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function uC(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:c0(e.p),title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function cC(e,t){let n=l9(e);return`${`\u2605 ${Nn(e.fdr)} (${e.significantCells} of ${n} cell${n===1?"":"s"} with a p-value)`}; each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}function wy(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function Ts(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function Si(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function fC(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function dC(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function xy(e,t){let n={grouping:Xt(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function _y(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=Xt(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function Nn(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${String(Number(e.toPrecision(4)))}`}`}function pC(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:$t(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function u9(e){let t=0;for(let n=0;n<e.rows;n++){let r=e.columns.p_value?.[n];e.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&t++}return t}function hC(e,t,n){let r=u9(e),i=`\u2605 ${Nn(e.fdr)} (${e.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?t?`${i}; each row tests whether the two groups share one mAR (Wald)`:`${i}; best-minus-worst rows test whether all groups share one mAR (Wald)`:t?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function mC(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:wy(s,e.minCount)}})}function gC(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var bC="mean AR",yC="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function vC(e,t){let r=`the ${t==="mAR"?bC:t} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(t==="mAR"?`; ${yC}`:"");return je(e,"group",r)}function wC(e,t,n,r){let[i,s]=t?["A","B"]:["best","worst"],[o,a]=t??["the best sufficient group","the worst sufficient group"],l=n?bC:"rate",u=(c,f,d)=>({name:c,sub:f,title:je(c,e,n&&e.startsWith("value")?`${d}; ${yC}`:d)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var _C=F`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  thead th {
    text-align: right;
  }
  thead th.text,
  td.text,
  th.text {
    text-align: left;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] {
    background: var(--selected-bg);
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.state {
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: var(--surface);
  }
  /* The class column stays in view when the table scrolls sideways. */
  thead th:first-child,
  tbody td:first-child,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 var(--row-border);
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody td:first-child {
    background: var(--bg);
  }
  tbody tr:hover td:first-child {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] td:first-child {
    background: var(--selected-bg);
    box-shadow:
      inset 3px 0 0 var(--accent),
      inset -1px 0 0 var(--row-border);
  }
`;function xC(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function $C(e,t){return{click:()=>xC(e,t),keydown:n=>{n.key==="Enter"&&xC(e,t)}}}var SC={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function kC(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var jl=class extends U{constructor(){super(),kC(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?m`<div class="none">This report has no classes.</div>`:m`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${je("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${t.groups.map(n=>m`<th data-group=${n} title=${vC(n,this.valueName)}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=$C(this,n);return m`<tr
            data-class=${n}
            aria-selected=${n===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${n}>${n}</td>
            ${t.groups.map((s,o)=>{let a=t.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return m`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${wy(a,t.minCount)}
                </td>`}let l=uC(a,t.minCount,this.detection),u=Nn(t.fdr);return m`<td
                class="num ${a.significant?"significant":""}"
                data-group=${s}
                data-value=${String(a.value)}
                data-lower=${String(a.lower)}
                data-upper=${String(a.upper)}
                data-n=${a.n}
                data-p=${a.p===null?"":String(a.p)}
                data-significant=${a.significant?"true":"false"}
                title=${`${this.valueName} ${a.value} (${a.lower} to ${a.upper}), n = ${a.n}`}
              >
                <span class="v">${Ts(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${D(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?m` ${Zo(u)}`:_}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${t.macro.map((n,r)=>m`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?m`<span class="muted">—</span>`:Ts(n.value,n.lower,n.upper)}
                <span class="n">${Ou(n.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:_}};jl.properties={...SC,valueName:{attribute:!1}},jl.styles=[X,ya,_C,F`
      .p {
        color: var(--muted);
        font-size: 11px;
      }
      .p.why {
        cursor: help;
      }
      .sig {
        color: var(--accent);
      }
      td.significant .v {
        font-weight: 500;
      }
    `];customElements.define("fairness-rate-table",jl);var Ul=class extends U{constructor(){super(),kC(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>iy(this,{column:t,dir:od(t,this.sort,this.dir,yy)}),s=wC(t,this.names,this.detection,n);return m`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${ad(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?ld(r,this.dir):""}</span>${s.sub?m`<span class="sub">${s.sub}</span>`:_}
      </button>
    </th>`}render(){let t=this.table;if(!t)return _;let n=t.columns,r=o=>o===null?m`<span class="muted">—</span>`:Ye(o),i=Nn(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return m`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${my.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?m`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_a?.[o]??null,d=n.group_b?.[o]??null,p=pC(t,o,this.reasons,this.names!==null,this.detection),h=$C(this,l);return m`<tr
                class=${p.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${p.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${h.click}
                @keydown=${h.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${D(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${D(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${f??""}>
                  ${r(n.value_a[o])}${!this.names&&f?m` <span class="pair">${f}</span>`:_}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(n.value_b[o])}${!this.names&&d?m` <span class="pair">${d}</span>`:_}
                </td>
                ${u===null||c!==null?m`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:m`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Si(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?Si(n.bound[o],null,null):m`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${p.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${p.p===null?"":String(p.p)}
                  title=${p.title}
                >
                  ${p.text}
                </td>
                <td class="mark" data-col="significant">${p.significant?Zo(i):_}</td>
              </tr>`})}
      </tbody>
    </table>`}};Ul.properties={...$i,...SC,names:{attribute:!1},fdr:{attribute:!1}},Ul.styles=[X,ya,_C,F`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
        text-align: inherit;
      }
      thead th button .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .arrow {
        color: var(--accent);
        font-size: 10px;
      }
      td.undef {
        color: var(--muted);
        font-style: italic;
      }
      .pair {
        font-size: 11px;
        color: var(--muted);
      }
      th.mark,
      td.mark {
        width: 18px;
        padding: 3px 4px;
        text-align: center;
        color: var(--accent);
      }
      th.mark {
        cursor: help;
      }
      td.why {
        color: var(--muted);
        cursor: help;
      }
      tr.significant td[data-col='gap'] {
        font-weight: 500;
      }
    `];customElements.define("fairness-disparity-table",Ul);function Gl(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var ki=class extends U{constructor(n){super();this.request=new ke;this.shell=new Dt(this,[this.request]);this.downloads=new Bn(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.api=n??new Zt,this.info=null,this.declaration=null,this.params=[],this.selection=vd(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??(n&&"metric"in n?n.metric:null)??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==we&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!Gl(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderMetricPicker(){return _}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}setSelection(n){this.selection=n,pt(this,vy(n,this.declaration))}change(n,r=!0){"cls"in n&&n.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=Vi(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=Vi(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection(vd(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?Qr(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,Xt(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:gy,options:xy(n,this.detection)};this.downloads.download("download",r,Kt(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=Kt([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=_y(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:by,options:o},s)}willUpdate(n){this.hasUpdated?(n.has("report")&&ei(n.get("report"),this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load():(this.selection=rC(this.params,this.declaration),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),pt(this,vy(this.selection,this.declaration)),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?fC(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(n){this.revealHistory&&(this.revealHistory=!1,n.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??dC(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?Xt(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=Vi(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return m`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${Ce(this.declaration,"grouping")}>
          <span class="name">${Pe(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let f=Xt(c);return m`<option value=${f} ?selected=${f===s}>${ta(c)}</option>`})}
          </select>
        </label>
        ${sp({label:Pe(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?Fn(this.declaration,"min_count"):Ce(this.declaration,"min_count","The paper uses 50."),min:en(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${qu(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),On(this.declaration,gy,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${On(this.declaration,by,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return m`<label class="field" title=${Ce(this.declaration,o)}>
      <span class="name">${Pe(this.declaration,o,s)}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>m`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return m`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?m`<span class="description">${i}</span>`:_}
      <span><b>${D(n.table.classes.length)}</b> class${n.table.classes.length===1?"":"es"} ×
        <b>${D(n.table.groups.length)}</b> group${n.table.groups.length===1?"":"s"} of
        <b class="grouping">${ta(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?m`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:m`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return m`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderHistory(n){let r=this.history;if(r===null||!n.table.classes.includes(r))return _;let i=n.main,s={...xy(i,this.detection),..._y(n.disparity,i.grouping,this.detection)};return m`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${i.tag}
      .run=${i.run}
      .step=${i.step}
      .rowKey=${r}
      .options=${s}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
      .closable=${!0}
      @row-close=${()=>this.history=null}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.change({cls:a.detail},!1),this.history=a.detail,l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return m`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${ks("rate-legend",cC(n.table,this.detection),n.table.fdr,n.table.significantCells)}
            <fairness-rate-table
              .table=${n.table}
              .reasons=${n.main.reasons}
              .selected=${i}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${ks("legend",hC(n.disparity,s!==null,this.detection),n.disparity.fdr,n.disparity.significant)}
            <fairness-disparity-table
              .table=${n.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${n.disparity.reasons??n.main.reasons}
              .selected=${i}
              .names=${s}
              .fdr=${n.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(n,i)} ${this.renderHistory(n)}</div>
      </div>
    </div>`}};ki.properties={...Zr,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},ki.styles=[X,rt,st,zs,Qt,fd,F`
      input[name='min_count'],
      input[name='fdr'] {
        width: 72px;
      }
      select[name='a'],
      select[name='b'] {
        max-width: 220px;
      }
      .tables {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .tables h3 {
        display: flex;
        gap: 12px;
        align-items: center;
      }
      fairness-rate-table,
      fairness-disparity-table {
        max-height: 420px;
      }
      .side {
        width: 400px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];var Ti=F`
  :host {
    display: block;
  }
  .chart {
    max-width: 100%;
    overflow-x: auto;
  }
  .note {
    font-size: 11px;
  }
`,TC=F`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,Cs={fontSize:"11px",fontFamily:"inherit",background:"transparent"},$y=11;function wd(e,t){let n=t??[0,1];return{domain:n,label:e,labelArrow:"none",grid:!0,tickFormat:$l(n[0],n[1])}}function Sy(e,t){return _l(e,t.map(n=>n.lower),t.map(n=>n.upper),{clamp:[0,1]})}function c9(e){return _l(e.map(t=>t.value),[],e.map(t=>t.upper),{clamp:[0,1],zero:!0})}function f9(e){let t=document.createElement("canvas").getContext("2d");return t?(t.font=`${$y}px ${getComputedStyle(e).fontFamily||"sans-serif"}`,n=>t.measureText(n).width*1.05+1):n=>Fb(n,$y)}function d9(e,t,n,r){let s=Mk(e),o=Ek(s.labels,t-44-12,$y,{marginLeft:44,measure:f9(r)}),a=new Map(e.map((c,f)=>[c,o.labels[f]])),l=o.plotWidth/Math.max(1,e.length),u=s.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:n+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...e],label:s.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:c=>a.get(c)??c},whiskerInset:Math.max(1,Math.floor(l*.33))}}function p9(e,t){let n=e.querySelectorAll('g[aria-label="x-axis tick label"] text');n.length===t.length&&n.forEach((r,i)=>{let s=document.createElementNS("http://www.w3.org/2000/svg","title");s.textContent=t[i],r.append(s),r.setAttribute("data-group",t[i])})}function ky(e,t,n,r){return[_s(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Br(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),yn(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function h9(e,t,n=14){return[Ib(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),tt(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),jf(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:n}),jf(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:n}),Yt([0],{stroke:"var(--chart-rule)"})]}function xd(e){let t=e.scale("y");t?.domain&&e.setAttribute("data-y-domain",JSON.stringify(t.domain)),t?.range&&e.setAttribute("data-y-range",JSON.stringify(t.range))}function Ty(e,t,n,[r,i],s,o){let a=d9(t,r,i,e),l=Ie({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:Cs,x:a.x,y:wd(s,c9(n)),marks:h9(n,o,a.whiskerInset)});return p9(l,t),xd(l),l}var na=e=>`${(e*100).toFixed(1)}%`,qr=class extends U{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Ie({width:400,height:250,marginLeft:44,marginBottom:34,style:Cs,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:wd(this.yLabel,Sy(n.map(i=>i.y),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:ky(n,"x","y",i=>`${i.group}: ${this.yLabel} at ${i.x} = ${na(i.y)} [${na(i.lower)}, ${na(i.upper)}]`)});return xd(r),r}render(){let n=new Set(this.points.map(r=>r.group));return m`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??m`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?m`<div class="note muted">${this.note}</div>`:_}`}};qr.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},qr.styles=[X,Ti,TC];customElements.define("fairness-band-chart",qr);var Wl=class extends U{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:Ty(this,this.groups,n,[400,190],this.yLabel,r=>`${r.group}: ${na(r.value)} [${na(r.lower)}, ${na(r.upper)}]`)}render(){return m`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??m`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Wl.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Wl.styles=[X,Ti,TC];customElements.define("fairness-score-bars",Wl);var CC=F`
  h3 .cls {
    font-weight: 400;
  }
`,Yl=class extends U{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(s=>s.value!==null);if(n.length===0)return null;let r=(this.bars??[]).map(s=>s.group),i=s=>s===null?"?":`${(s*100).toFixed(1)}%`;return Ty(this,r,n,[380,170],this.valueName,s=>`${s.group}: ${i(s.value)} [${i(s.lower)}, ${i(s.upper)}] (n = ${s.n})`)}render(){if(this.cls===null||this.bars===null)return _;let n=this.bars.filter(r=>r.value===null);return m`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??m`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?m`<div class="note muted">
            Not drawn: ${n.map((r,i)=>m`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:_}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Yl.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Yl.styles=[X,Ti,CC];customElements.define("fairness-group-bars",Yl);var Xl=class extends U{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Ie({width:380,height:240,marginLeft:44,marginBottom:34,style:Cs,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:wd("AR",Sy(n.map(i=>i.ar),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:ky(n,"threshold","ar",i=>`${i.group}: AR@${i.threshold} = ${(i.ar*100).toFixed(1)}% [${(i.lower*100).toFixed(1)}, ${(i.upper*100).toFixed(1)}]`)});return xd(r),r}render(){if(this.cls===null)return _;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return m`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??m`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?m`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:_}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};Xl.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},Xl.styles=[X,Ti,CC];customElements.define("fairness-ar-chart",Xl);var Cy="group_metrics",Ry=class extends ki{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.groups(Cy,i,r),o=Gl(s.groups,n),a=await this.api.disparity(Cy,{...i,grouping:Xt(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:aC(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=zn(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return m`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>m`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}renderChart(n,r){return m`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:mC(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",Ry);var RC={kind:Cy,title:"per-group performance",render:(e,t)=>m`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>m`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};var My="detection_recall",Ey=class extends ki{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.detection(My,i,r),o=Gl(s.groups,n),a=await this.api.disparity(My,{...i,grouping:Xt(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:lC(s,this.declaration),disparity:a}}renderChart(n,r){let i=n.main;return m`<fairness-ar-chart .cls=${r} .points=${r===null?[]:gC(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",Ey);var MC={kind:My,title:"detection recall",render:(e,t)=>m`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>m`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var EC="fdr",m9="q";function AC(e,t,n){nt(e,EC,t,n,"fdr")}function PC(e,t){return At(t,"fdr",xe(e.get(EC)??e.get(m9)))}function ra(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:$t(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function _d(e,t,n,r,i){let s=n.filter(a=>typeof a=="number"&&Number.isFinite(a)).length,o=t.filter((a,l)=>a===!0&&typeof n[l]=="number").length;return`\u2605 ${Nn(e)} (${o} of ${s} ${r}${s===1?"":"s"} with a p-value); ${i}`}var Ay="Welch's t-test of the group's household hit rates against every other household's",DC="the group or the rest has fewer than 2 households, or no household differs",LC="Welch's t-test of the group's P@K against the other groups' queries",NC="the group or the rest has fewer than 2 queries, or every query scores alike";function IC(e,t){return _d(Kr(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function OC(e,t){return _d(Kr(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}var Py="harmful";function Dy(){return{type:Py,threshold:null}}function zC(e){let t=[];return e.type!==Py&&ye(t,"type",e.type),ye(t,"threshold",e.threshold),t}function BC(e,t){let n=_t(e),r=Dy(),i=n.get("type");i&&(r.type=i);let s=xe(n.get("threshold"));return Te(t,"threshold",s)&&(r.threshold=s),r}function $d(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(Py);return r>=0?r:0}function Sd(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function FC(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function HC(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function VC(e,t){return e.labels.map(r=>{let i=null,s=null;return e.groups.forEach((o,a)=>{let l=r.gap[a]?.[t]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:e.groups.map((o,a)=>r.rate[a]?.[t]??null),lower:e.groups.map((o,a)=>r.rate_lower?.[a]?.[t]??null),upper:e.groups.map((o,a)=>r.rate_upper?.[a]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}var Ly="rates",Ny="labels";function KC(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function qC(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}function jC(e){return{by:Xr(e,"by"),fdr:Ge(e,"fdr")}}function UC(e,t){let n=[];return nt(n,"by",e.by,t),AC(n,e.fdr,t),n}function GC(e,t){let n=_t(e);return{by:yr(t,"by",n.get("by")),fdr:PC(n,t)}}function Jl(e){return e.replace("_"," \xD7 ")}function WC(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function YC(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}function XC(e){return{fdr:Ge(e,"fdr")}}function JC(e,t){let n=[];return AC(n,e.fdr,t),n}function ZC(e,t){return{fdr:PC(_t(e),t)}}function QC(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function eR(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var g9=F`
  .tables {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .side {
    width: 420px;
    flex: none;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  th,
  td {
    text-align: right;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[name='fdr'] {
    width: 72px;
  }
  .sig {
    color: var(--accent);
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  td.significant .v,
  tr.significant td[data-col='score'] {
    font-weight: 500;
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`,b9="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",cr=class extends U{constructor(n,r){super();this.codec=n;this.request=new ke;this.shell=new Dt(this,[this.request]);this.downloads=new Bn(this,()=>this.api,()=>this.declaration);this.api=r??new Zt,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}replaceSelection(n){this.selection=n,pt(this,this.codec.toParams(n,this.declaration))}change(n,r){this.selection={...this.selection,...n},pt(this,this.codec.toParams(this.selection,this.declaration)),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==we&&(this.data=n,this.loaded(n),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?(n.has("report")&&ei(n.get("report"),this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load():(this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?Qr(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Kt(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},On(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),On(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return m`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(n)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderReport(n){let r=this.info?.description??"";return m`<div class="body ${this.shell.loading?"stale":""}">
      ${r?m`<div class="summary"><span class="description">${r}</span></div>`:_}
      ${n.groups.length===0?m`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};cr.properties={...Zr,selection:{state:!0},data:{state:!0}},cr.styles=[X,rt,st,zs,ya,Qt,fd,g9];var jr=class extends cr{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=Vi(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return qu(this.declaration,this.fdrText,b9,t=>this.onFdr(t))}};jr.properties={...cr.properties,fdrText:{state:!0}};function Zl(e){return Zo(Nn(e))}function Ci(e,t){return m`<div class="main">
    <div class="tables">${e}</div>
    <div class="side">${t}</div>
  </div>`}function fr(e,t,n=_){return m`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function dr(e,t,n,r){return m`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function Oe(e,t,n,r=""){return m`<th class=${r} data-col=${t} title=${je(e,t,n)}>${e}</th>`}function Rs(e,t){return m`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function ia(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):_,l=o?o.cell.significant?"true":"false":_;return t===null?m`<td
      class="state"
      data-group=${e.group}
      data-key=${e.key??""}
      data-state="undefined"
      data-n=${i}
      data-p=${a}
      data-significant=${l}
      title=${o?o.cell.title:""}
    >
      ${s}
    </td>`:m`<td
    class=${o?.cell.significant?"significant":""}
    data-group=${e.group}
    data-key=${e.key??""}
    data-value=${String(t)}
    data-lower=${String(n)}
    data-upper=${String(r)}
    data-n=${i}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${Ts(t,n,r)}</span> <span class="n">n=${D(i)}</span>${o?m` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?m` ${Zl(o.q)}`:_}`:_}
  </td>`}var tR="harmful_label_association",y9={defaults:Dy,fromParams:BC,toParams:zC},Iy=class extends cr{constructor(t){super(y9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.harmful(tR,{run:n,tag:r,step:i},t)}loaded(t){let n=this.selection,r=t.types[$d(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:Ly},{button:"download-labels",label:"Download labels CSV",table:Ny}]}csvTables(t){let n=Sd(t.thresholds,this.selection.threshold),r=KC(t,n),i=qC(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:Ly,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:Ny,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?$d(t,this.selection.type):0,i=t?.thresholds??[],s=Sd(i,this.selection.threshold);return m`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${n.map((o,a)=>m`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${Ce(this.declaration,"threshold")}>
        <span class="name">${Pe(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>m`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(t){let n=$d(t,this.selection.type),r=t.types[n],i=Sd(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=VC(t,i),a=FC(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=m`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return m`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${D(t.n)}</b> ${gt(t.n,"image")} · <b>${D(t.groups.length)}</b> ${gt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${Ci(m`${fr(m`Hit rate of <span class="type">${r}</span> per group and threshold`,dr("hits","Hit rate per group and threshold",m`${Oe("group","group","the group of images","text")}
              ${t.thresholds.map(u=>m`<th data-threshold=${u} title=${v9(u)}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>m`<tr data-group=${u}>
                ${Rs("group",u)}
                ${t.thresholds.map((f,d)=>ia({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${fr(`Harmful labels at threshold ${s}`,o.length===0?m`<div class="none">No harmful label of the taxonomy was predicted.</div>`:dr("labels","Harmful labels",m`${Oe("label","label","the harmful label","text")}
                  ${Oe("type","type","the type of harmful label it belongs to","text")}
                  ${t.groups.map(u=>m`<th data-group=${u} title=${w9(u,s)}>${u}</th>`)}
                  ${Oe("largest gap","gap","the largest gap: a group's rate minus the mean of the other groups' rates, and which group")}
                  ${Oe("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${Oe("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(t,u))))}`,l)}`}renderLabelRow(t,n){return m`<tr data-label=${n.label}>
      ${Rs("label",n.label)}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?m`<td class="state" data-group=${t.groups[i]}>undefined</td>`:m`<td data-group=${t.groups[i]} data-value=${String(r)} title=${HC(t.level,n.lower[i],n.upper[i])}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.gap===null?m`<td class="state" data-col="gap">undefined</td>`:m`<td data-col="gap" data-value=${String(n.gap)} data-group=${n.gapGroup??""}>
            ${Si(n.gap,null,null)} <span class="n">${n.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":$t(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?m`<span aria-label="significant" title="significant">★</span>`:_}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",Iy);function v9(e){return je(`\u2265 ${e}`,"value",`the hit rate at score threshold ${e}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${e}; with its interval and n, the group's images`)}function w9(e,t){return je(e,"rate",`the share of the images of ${e} with this label among their top 5 predictions, scored at least ${t}`)}var nR={kind:tR,title:"harmful-label-association",render:(e,t)=>m`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>m`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var Oy="geodiversity",rR="groups",x9={defaults:jC,fromParams:GC,toParams:UC},zy=class extends jr{constructor(t){super(x9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity(Oy,{run:n,tag:r,step:i,by:this.selection.by,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:rR}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,Oy,t.by];return[{button:"download",label:"Download CSV",table:rR,options:WC(t),rows:t.groups.length,file:n}]}groupings(){let t=zn(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return m`<label class="field" title=${Ce(this.declaration,"by")}>
        <span class="name">${Pe(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>m`<option value=${t} ?selected=${t===this.selection.by}>${Jl(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=Kr(t,this.declaration);return m`<div class="summary" data-by=${t.by}>
        <span><b>${D(n)}</b> ${gt(n,"household")} in <b>${D(t.groups.length)}</b>
          ${gt(t.groups.length,"group")} of
          <b class="by">${Jl(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${D(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Ci(fr("Household-averaged score per group",dr("geo","Score per group",m`${Oe("group","group",`the group of households, by ${Jl(t.by)}`,"text")}
              ${Oe("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${Oe("images","images","the images of the group's households")}
              ${Oe("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${Oe("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${Oe("p","p_value",`the p-value of ${Ay}`)}
              ${Oe("\u2605","significant",Nn(r))}`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),ks("legend",IC(t,this.declaration),r,(t.significant??[]).filter(Boolean).length)),m`<fairness-score-bars
          .heading=${`Score by ${Jl(t.by)}`}
          .bars=${YC(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`)}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=ra(t.p_value?.[r],t.significant?.[r],Ay,DC);return m`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${Rs("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${D(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${D(t.images[r])}</td>
      ${s===null?m`<td class="state" data-col="score" data-state="no-households">no households</td>`:m`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${Ts(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?m`<td class="state" data-col="image_rate">—</td>`:m`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?Zl(i):_}</td>
    </tr>`}};customElements.define("fairness-geo-view",zy);var iR={kind:Oy,title:"geodiversity",render:(e,t)=>m`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>m`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};var oR="retrieval_precision",sR="precision",_9={defaults:XC,fromParams:ZC,toParams:JC},By=class extends jr{constructor(t){super(_9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval(oR,{run:n,tag:r,step:i,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:sR}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:sR,options:QC(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=Kr(t,this.declaration),i=eR(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return m`<div class="summary">
        <span><b>${D(n)}</b> ${gt(n,"query","queries")} in <b>${D(t.groups.length)}</b>
          ${gt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${Ci(fr("Mean Precision@K per group",dr("retrieval","Precision at K per group",m`${Oe("group","group","the queries' attribute","text")}
              ${Oe("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${t.ks.map(s=>m`<th data-k=${s} title=${$9(s)}>precision@${s}</th>`)}`,t.groups.map((s,o)=>m`<tr data-group=${s}>
                ${Rs("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${D(t.queries[o])}</td>
                ${t.ks.map((a,l)=>ia({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:ra(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],LC,NC),q:r}))}
              </tr>`)),ks("legend",OC(t,this.declaration),r,(t.significant??[]).flat().filter(Boolean).length)),m`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`)}`}};customElements.define("fairness-retrieval-view",By);function $9(e){return je(`precision@${e}`,"value",`P@${e}, the mean over the group's queries of the share of each one's ${e} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var aR={kind:oR,title:"same-attribute retrieval",render:(e,t)=>m`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>m`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};function Ql(e,t){throw new Error(`malformed response from ${e.split("?")[0]}: ${t}`)}function lR(e,t="view route"){(typeof e!="object"||e===null)&&Ql(t,"not an object");let n=e;(!Array.isArray(n.groups)||!Array.isArray(n.thresholds)||!Array.isArray(n.metrics))&&Ql(t,"no `groups`, `thresholds` or `metrics`");let r=n.groups.length,i=n.thresholds.length;for(let{name:s}of n.metrics){let o=n.at_threshold?.[s];o||Ql(t,`no \`${s}\` in \`at_threshold\``);for(let a of["n","value","lower","upper","state","p_value","significant","ratio","ratio_state"])(!Array.isArray(o[a])||o[a].length!==r)&&Ql(t,`\`at_threshold.${s}.${a}\` has not one entry per group`)}for(let s of new Set([n.metric??"","tpr","fpr"])){let o=n.curves?.[s];(!o||!Array.isArray(o.value)||o.value.length!==r||o.value.some(a=>a.length!==i))&&Ql(t,`\`curves.${s}\` is not groups x thresholds`)}return e}var wn={metric:"metric",grouping:"grouping",threshold:"threshold",baseline:"baseline",label:"label",fdr:"fdr"};function Fy(e){return{metric:yr(e,"metric",void 0),grouping:null,threshold:null,baseline:null,label:null,fdr:At(e,"fdr",null)}}function uR(e,t){let n=[];return nt(n,wn.metric,e.metric,t),ye(n,wn.grouping,e.grouping),ye(n,wn.threshold,e.threshold),ye(n,wn.baseline,e.baseline),ye(n,wn.label,e.label),nt(n,wn.fdr,e.fdr,t),n}function cR(e,t){let n=_t(e),r=Fy(t);r.metric=yr(t,"metric",n.get(wn.metric));let i=o=>{let a=n.get(o);return a===void 0||a===""?null:a};r.grouping=i(wn.grouping),r.baseline=i(wn.baseline),r.label=i(wn.label);let s=xe(n.get(wn.threshold));return Te(t,"threshold",s)&&(r.threshold=s),r.fdr=At(t,"fdr",xe(n.get(wn.fdr))),r}function fR(e){return{metric:e.metric,grouping:e.grouping,threshold:e.threshold,baseline:e.baseline,label:e.label,fdr:e.fdr}}function Hy(e,t=!0){return{metric:e.metric,grouping:e.grouping.join(" & "),...t?{threshold:String(e.threshold)}:{},baseline:e.baseline,label:e.label,fdr:String(e.fdr),min_count:String(e.min_count),level:String(e.level)}}function kd(e,t){if(e.length===0||!Number.isFinite(t))return null;let n=e[0];for(let r of e)Math.abs(r-t)<Math.abs(n-t)&&(n=r);return n}function dR(e){return e.metrics.map(({name:t,title:n})=>{let r=e.at_threshold[t];return{metric:t,title:n,cells:e.groups.map((i,s)=>({value:r.value[s],lower:r.lower[s],upper:r.upper[s],n:r.n[s],state:r.state[s],p:r.p_value[s],significant:r.significant[s]===!0}))}})}function Td(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"none":"undefined":e.state==="baseline"?"baseline":""}function pR(e,t){let n=e.curves[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{e.thresholds.forEach((o,a)=>{let l=n.value[s][a];l!==null&&r.push({group:i,x:o,y:l,lower:n.lower[s][a]??l,upper:n.upper[s][a]??l})})}),r}function hR(e,t){let n=e.at_threshold[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{let o=n.ratio[s];if(o===null||n.ratio_state[s]!==null)return;let a=o<e.four_fifths||o>1/e.four_fifths;r.push({group:i,ratio:o,lower:n.ratio_lower[s],upper:n.ratio_upper[s],flagged:a})}),r}function mR(e){let t=e.curves.tpr,n=e.curves.fpr,r=[],i=[];return!t||!n?{curve:r,at:i}:(e.groups.forEach((s,o)=>{e.thresholds.forEach((a,l)=>{let u=t.value[o][l],c=n.value[o][l];if(c===null||u===null)return;let f={group:s,fpr:c,tpr:u,threshold:a};r.push(f),l===e.threshold_index&&i.push(f)})}),{curve:r,at:i})}var vR=F`
  :host {
    margin-bottom: 16px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  section + section {
    margin-top: 12px;
  }
`,gR=e=>`${(e*100).toFixed(1)}%`,bR="http://www.w3.org/2000/svg";function yR(e,t){e.dispatchEvent(new CustomEvent("threshold-change",{detail:t,bubbles:!0,composed:!0}))}var eu=class extends qr{constructor(){super();this.rule=null;this.dragging=!1;this.thresholds=[],this.threshold=.5,this.xLabel="score threshold",this.note="Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold."}willUpdate(n){super.willUpdate(n),this.chart&&!this.dragging&&this.placeRule(this.threshold)}draw(){this.rule=null;let n=super.draw(),r=n?.tagName.toLowerCase()==="svg"?n:n?.querySelector(":scope > svg");return n&&r&&this.addRule(n,r),n}get plot(){return this.chart}addRule(n,r){let[i,s]=n.scale("y")?.range??[0,0],o=document.createElementNS(bR,"g");o.setAttribute("class","threshold-rule"),o.setAttribute("tabindex","0"),o.setAttribute("role","slider"),o.setAttribute("aria-label","Score threshold: drag, or use the arrow keys");for(let[a,l,u]of[["grip","14","transparent"],["shown","2","var(--accent)"]]){let c=document.createElementNS(bR,"line");c.setAttribute("class",a),c.setAttribute("y1",String(i)),c.setAttribute("y2",String(s)),c.setAttribute("stroke",u),c.setAttribute("stroke-width",l),o.append(c)}r.append(o),this.rule=o,r.addEventListener("pointerdown",a=>this.onDown(a,r)),r.addEventListener("pointermove",a=>this.onMove(a,r)),r.addEventListener("pointerup",a=>this.onUp(a,r)),r.addEventListener("pointercancel",()=>this.cancel()),o.addEventListener("keydown",a=>this.onKey(a))}placeRule(n){let r=this.plot?.scale("x");if(!this.rule||!r?.apply)return;let i=String(r.apply(n));for(let s of this.rule.querySelectorAll("line"))s.setAttribute("x1",i),s.setAttribute("x2",i);this.rule.setAttribute("aria-valuenow",String(n)),this.rule.setAttribute("aria-valuemin",String(this.thresholds[0]??"")),this.rule.setAttribute("aria-valuemax",String(this.thresholds[this.thresholds.length-1]??"")),this.rule.setAttribute("data-threshold",String(n))}thresholdAt(n,r){let i=this.plot?.scale("x");if(!i?.invert)return null;let s=r.getBoundingClientRect(),o=Number(r.getAttribute("width"))||s.width,a=(n.clientX-s.left)*o/(s.width||1);return kd(this.thresholds,Number(i.invert(a)))}onDown(n,r){let i=this.thresholdAt(n,r);i!==null&&(this.dragging=!0,r.setPointerCapture?.(n.pointerId),this.placeRule(i),n.preventDefault())}onMove(n,r){if(!this.dragging)return;let i=this.thresholdAt(n,r);i!==null&&this.placeRule(i)}onUp(n,r){if(!this.dragging)return;this.dragging=!1;let i=this.thresholdAt(n,r);i!==null&&i!==this.threshold?yR(this,i):this.placeRule(this.threshold)}cancel(){this.dragging=!1,this.placeRule(this.threshold)}onKey(n){let r=n.key==="ArrowLeft"||n.key==="ArrowDown"?-1:n.key==="ArrowRight"||n.key==="ArrowUp"?1:0;if(r===0)return;n.preventDefault();let i=this.thresholds.indexOf(this.threshold)+r;i>=0&&i<this.thresholds.length&&yR(this,this.thresholds[i])}};eu.properties={...qr.properties,thresholds:{attribute:!1},threshold:{attribute:!1}},eu.styles=[...qr.styles,F`
      :host {
        margin-bottom: 16px;
      }
      .threshold-rule {
        cursor: ew-resize;
        outline: none;
      }
      .threshold-rule:focus-visible line.shown {
        stroke-width: 4;
      }
      svg {
        touch-action: none;
      }
    `];customElements.define("fairness-threshold-chart",eu);var tu=class extends U{constructor(){super();this.chart=null;this.heading="",this.points=[],this.fourFifths=.8,this.baseline=""}willUpdate(n){(n.has("points")||n.has("fourFifths"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=n.flatMap(o=>[o.ratio,o.upper??o.ratio]),i=Math.max(1/this.fourFifths+.1,...r),s=[this.fourFifths,1/this.fourFifths];return Ie({width:420,height:60+26*n.length,marginLeft:120,style:Cs,x:{domain:[0,i],label:`ratio to ${this.baseline}`,labelAnchor:"center",labelArrow:"none",grid:!0},y:{domain:n.map(o=>o.group),label:null,tickFormat:o=>o.length>18?o.slice(0,17)+"\u2026":o},marks:[tt([1],{stroke:"var(--chart-rule)"}),tt(s,{stroke:"var(--error)",strokeDasharray:"4,3"}),Yt(n,{y:"group",x1:"lower",x2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),yn(n,{y:"group",x:"ratio",r:4,fill:o=>o.flagged?"var(--error)":"var(--chart-ink)",title:o=>`${o.group}: ${o.ratio.toFixed(3)}`+(o.lower!==null&&o.upper!==null?` [${o.lower.toFixed(3)}, ${o.upper.toFixed(3)}]`:"")})]})}render(){return m`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter(n=>n.flagged).length}>
        ${this.chart??m`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1/this.fourFifths).toFixed(2)}).</div>`}};tu.properties={heading:{attribute:!1},points:{attribute:!1},fourFifths:{attribute:!1},baseline:{attribute:!1}},tu.styles=[X,Ti,vR];customElements.define("fairness-ratio-chart",tu);var nu=class extends U{constructor(){super();this.chart=null;this.curve=[],this.at=[],this.groups=[],this.threshold=.5}willUpdate(n){(n.has("curve")||n.has("at")||n.has("groups"))&&(this.chart=this.draw())}draw(){if(this.curve.length===0)return null;let n={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:r=>`${Math.round(r*100)}%`};return Ie({width:420,height:300,marginLeft:44,marginBottom:34,style:Cs,x:{...n,label:"false positive rate"},y:{...n,label:"true positive rate"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[Bo([[0,0],[1,1]]),Bo(this.curve,{x:"fpr",y:"tpr",z:"group",stroke:"group",strokeOpacity:.45}),yn(this.at,{x:"fpr",y:"tpr",fill:"group",r:5,stroke:"var(--chart-halo)",title:r=>`${r.group} at ${r.threshold}: FPR ${gR(r.fpr)}, TPR ${gR(r.tpr)}`})]})}render(){return m`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart??m`<div class="muted">No group has both rates.</div>`}</div>
      ${this.at.length<this.groups.length?m`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`:_}`}};nu.properties={curve:{attribute:!1},at:{attribute:!1},groups:{attribute:!1},threshold:{attribute:!1}},nu.styles=[X,Ti,vR];customElements.define("fairness-roc-chart",nu);var Vy="binary_classification",wR="metrics",xR="cells",S9={defaults:Fy,fromParams:cR,toParams:uR},k9="two-proportion z-test of the group against the other groups pooled",Cd=class extends jr{constructor(t){super(S9,t)}async fetch(t){let{run:n,tag:r,step:i}=this.report,s={run:n,tag:r,step:i,...fR(this.selection)};return lR(await this.api.viewJson(Vy,s,t),Vy)}loaded(t){super.loaded(t);let n=this.selection,r={};n.threshold!==null&&n.threshold!==t.threshold&&(r.threshold=t.threshold),n.baseline!==null&&n.baseline!==t.baseline&&(r.baseline=null),Object.keys(r).length&&this.change(r,!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:wR},{button:"download-cells",label:"Download curves CSV",table:xR}]}csvTables(t){let n=Hy(t),r=[t.run,t.tag,`step${t.step}`,"binary",t.label];return[{button:"download",label:"Download CSV",table:wR,options:n,rows:t.metrics.length*t.groups.length,file:[...r,`t${t.threshold}`]},{button:"download-cells",label:"Download curves CSV",table:xR,options:Hy(t,!1),rows:t.groups.length*t.thresholds.length,file:[...r,t.metric]}]}setThreshold(t){t!==null&&t!==this.data?.threshold&&this.change({threshold:t},!0)}renderPickers(t){let n=this.selection,r=t?.metrics.map(l=>l.name)??zn(this.declaration,"metric"),i=t?.groupings??[],s=t?Xt(t.grouping):n.grouping,o=(l,u,c,f,d)=>m`<label class="field" title=${Ce(this.declaration,l)}>
        <span class="name">${Pe(this.declaration,l,u)}</span>
        <select name=${l} ?disabled=${f.length===0} @change=${p=>d(p.target.value)}>
          ${f.map(([p,h])=>m`<option value=${p} ?selected=${p===c}>${h}</option>`)}
        </select>
      </label>`,a=l=>t?.metrics.find(u=>u.name===l)?.title??l;return m`${o("metric","Metric",t?.metric??n.metric,r.map(l=>[l,a(l)]),l=>this.change({metric:l},!0))}
    ${o("grouping","Grouping",s,i.map(l=>[Xt(l),ta(l)]),l=>this.change({grouping:l,baseline:null},!0))}
    ${o("baseline","Baseline group",t?.baseline??n.baseline,(t?.groups??[]).map(l=>[l,l]),l=>this.change({baseline:l},!0))}
    ${t&&t.labels.length>1?o("label","Label",t.label,t.labels.map(l=>[l,l]),l=>this.change({label:l},!0)):_}
    <label class="field" title=${Ce(this.declaration,"threshold","typed values snap to the report\u2019s nearest threshold")}>
      <span class="name">${Pe(this.declaration,"threshold","Threshold")}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!t}
        .value=${String(t?.threshold??n.threshold??"")}
        @change=${l=>t&&this.setThreshold(kd(t.thresholds,Number(l.target.value)))}
      />
    </label>
    ${this.renderFdr()}`}renderBody(t){let n=dR(t),r=t.metrics.find(c=>c.name===t.metric)?.title??t.metric,i=t.group_sizes.reduce((c,f)=>c+f,0),s=n.flatMap(c=>c.cells.map(f=>f.p)),o=n.flatMap(c=>c.cells.map(f=>f.significant)),a=m`<div class="note muted legend">
      ${_d(t.fdr,o,s,"cell","each cell tests its group against the other groups pooled at this threshold")}
    </div>`,l=mR(t),u=m`<fairness-threshold-chart
        .heading=${`${r} versus threshold`}
        .points=${pR(t,t.metric)}
        .groups=${t.groups}
        .thresholds=${t.thresholds}
        .threshold=${t.threshold}
        .yLabel=${t.metric}
        @threshold-change=${c=>this.setThreshold(c.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${r}: ratio to ${t.baseline} at ${t.threshold}`}
        .points=${hR(t,t.metric)}
        .fourFifths=${t.four_fifths}
        .baseline=${t.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${l.curve} .at=${l.at} .groups=${t.groups} .threshold=${t.threshold}></fairness-roc-chart>`;return m`<div class="summary" data-threshold=${t.threshold} data-metric=${t.metric}>
        <span><b>${D(i)}</b> ${gt(i,"example")} in <b>${D(t.groups.length)}</b>
          ${gt(t.groups.length,"group")} of <b>${ta(t.grouping)}</b> · label <b>${t.label}</b> · step ${t.step} ·
          threshold <b class="threshold">${t.threshold}</b> · ${Math.round(t.level*100)}% intervals</span>
        <span>${_R("Demographic parity difference","dp",t.demographic_parity_difference)} ·
          ${_R("Equalized odds difference","eo",t.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${t.min_count} are insufficient</span>
      </div>
      ${Ci(m`${fr(m`Every metric per group at threshold ${t.threshold}`,dr("binary","Metric per group",m`${Oe("metric","metric","the rate, a share of the confusion counts (its denominator is n)","text")}
            ${t.groups.map((c,f)=>m`<th data-group=${c} title=${`${c}: ${D(t.group_sizes[f])} examples, ${D(t.positives[f])} positive`}>
                  ${c}${c===t.baseline?m` <span class="n">(baseline)</span>`:_}
                </th>`)}`,n.map(c=>m`<tr data-metric=${c.metric} class=${c.metric===t.metric?"selected":""}>
                <td class="text" data-col="metric" title=${c.title}>${c.title}</td>
                ${c.cells.map((f,d)=>this.cell(t,c.metric,d,f))}
              </tr>`)),a)}
        ${this.renderBaselineTable(t)}`,u)}`}cell(t,n,r,i){let s=t.groups[r];if(i.state!==null)return m`<td
        class="state"
        data-group=${s}
        data-key=${n}
        data-state=${i.state}
        data-n=${i.n}
        title=${t.reasons[i.state]??i.state}
      >
        ${Td(i,t.min_count)}
      </td>`;let o={cell:ra(i.p,i.significant,k9,"the group or the rest is insufficient, or nothing varies"),q:t.fdr};return ia({group:s,key:n},i.value,i.lower,i.upper,i.n,"undefined",o)}renderBaselineTable(t){let n=t.at_threshold[t.metric],r=t.metrics.find(i=>i.name===t.metric)?.title??t.metric;return fr(m`${r} against <span class="baseline">${t.baseline}</span> at ${t.threshold}`,dr("baseline","Against the baseline",m`${Oe("group","group","the group compared with the baseline","text")}
        ${Oe("difference [interval]","difference","the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${Oe("ratio [interval]","ratio","the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,t.groups.map((i,s)=>m`<tr data-group=${i}>
            <td class="text gname" title=${i}>${i}</td>
            ${n.difference_state[s]!==null||n.difference[s]===null?m`<td class="state" data-col="difference">${Td({state:n.difference_state[s]??"undefined",n:n.n[s]},t.min_count)}</td>`:m`<td data-col="difference" data-value=${String(n.difference[s])}>
                  ${Si(n.difference[s],n.difference_lower[s],n.difference_upper[s])}
                </td>`}
            ${n.ratio_state[s]!==null||n.ratio[s]===null?m`<td class="state" data-col="ratio" title=${t.reasons[n.ratio_state[s]??"undefined"]??""}>
                  ${Td({state:n.ratio_state[s]??"undefined",n:n.n[s]},t.min_count)}
                </td>`:m`<td data-col="ratio" data-value=${String(n.ratio[s])} class=${n.ratio[s]<t.four_fifths?"flagged":""}>
                  ${T9(n.ratio[s],n.ratio_lower[s],n.ratio_upper[s])}
                  ${n.ratio[s]<t.four_fifths?Zl(null):_}
                </td>`}
          </tr>`)))}};Cd.styles=[...cr.styles,F`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `];customElements.define("fairness-binary-view",Cd);function T9(e,t,n){return e.toFixed(3)+(t!==null&&n!==null?` [${t.toFixed(2)}, ${n.toFixed(2)}]`:"")}function _R(e,t,n){return m`<span data-headline=${t}
    >${e}
    <b>${n.value===null?"undefined (fewer than two sufficient groups)":Si(n.value,n.lower,n.upper).replace(/^\+/,"")}</b></span
  >`}var $R={kind:Vy,title:"binary classifier",render:(e,t)=>m`<fairness-binary-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-binary-view
    >`,hint:()=>m`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,example:`# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`};var Ur=[HT,nC,RC,MC,nR,iR,aR,$R];function C9(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function TR(e,t){let n=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=n(t?.key)?t.key:n(e?.bias?.key)?e.bias.key:"row";return{one:r,many:C9(r)}}function wt(e){return`${Number((e*100).toPrecision(3))}%`}function Gr(e){return ru(e,ve(e))}function Ht(e,t,n=ve){return We(e)&&We(t)?`[${n(e)}, ${n(t)}]`:""}function pr(e){return We(e)?ve(e):"\u2014"}function SR(e,t){let n=e.columns,r=n.key.indexOf(t.key),i=r<0?"":`, ${e.bias} ${pr(n.bias_a[r])} \u2192 ${pr(n.bias_b[r])}`,s=Ht(t.lower,t.upper);return`${t.key}${i} (${Gr(t.change)}${s?" "+s:""})`}function CR(e,t){let n=e.summary,i=[`B vs A: ${D(n.worsened)} ${n.worsened===1?t.one:t.many} worsened, ${D(n.improved)} improved, ${D(n.unchanged)} unchanged, ${D(n.undetermined)} undetermined (FDR ${wt(e.fdr)}).`];return n.worsened>0&&n.largest_regression?i.push(`Largest regression: ${SR(e,n.largest_regression)}.`):n.worsened===0&&i.push("No regression."),n.improved>0&&n.largest_improvement&&i.push(`Largest improvement: ${SR(e,n.largest_improvement)}.`),i.join(" ")}function RR(e){return e.worsened>0?e.improved>0?"mixed":"worse":e.improved>0?"better":"same"}var MR={worse:"B is worse",better:"B is better",mixed:"Mixed",same:"No significant change"};function sa(e,t){return We(t)?e==="percent"?Ye(t):e==="count"?D(t):ve(t):"\u2014"}function kR(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function Ky(e){let t=e.change;if(!We(t))return"\u2014";let n,r;return e.format==="percent"?(n=ru(t,kR(t))+" pp",r=Ht(e.lower,e.upper,kR)):e.format==="count"?(n=ru(t,D(t).replace(/^-/,"\u2212")),r=Ht(e.lower,e.upper,i=>D(i).replace(/^-/,"\u2212"))):(n=Gr(t),r=Ht(e.lower,e.upper)),r?`${n} ${r}`:n}function ER(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function ru(e,t){return e>0?"+"+t:t}var R9=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],Vt="also:",oa="change",aa="desc";function Rd(){return{a:null,b:null,also:[],sort:oa,dir:aa,search:"",verdict:null,brush:null,columns:"auto"}}function qy(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function jy(e){return Ds.includes(e)}function M9(e){return R9.includes(e)||e.startsWith(Vt)&&e.length>Vt.length}var Uy=["auto","all","essential"],AR=["ranks","values"],la="interval",E9=180,A9=150;function P9(e,t){return Math.max(t,Math.ceil(e.length*7.4)+30)}function Md(e,t=[]){let{value:n,bias:r,a:i,b:s,noun:o}=e,a=wt(e.level),l=wt(e.fdr),u=(c,f,d,p,h="",g=null)=>({key:c,name:f,sub:h,title:p,width:c==="key"?d:Math.min(E9,P9(f,d)),group:g});return[u("key",o,A9,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${n} A`,84,`value_a: ${n} in report A (${i}), signed.`,i,"values"),u("value_b",`${n} B`,84,`value_b: ${n} in report B (${s}), signed.`,s,"values"),u("bias_a",`${r} A`,84,`bias_a: the size of the bias (${r}) in report A (${i}); lower is better.`,i),u("bias_b",`${r} B`,84,`bias_b: the size of the bias (${r}) in report B (${s}); lower is better.`,s),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(la,`${a} interval`,136,`lower, upper: the ${a} interval of the change (MOVER, from the two sides' intervals); it excludes 0 when the change is clear.`,"of the change"),u("verdict","verdict",108,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}), else unchanged, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${r} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${r} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...t.map(c=>u(`${Vt}${c}`,c,96,`${r} in the latest report of run ${c} (an extra run: not in the CSV).`,`${r}, latest`))]}function iu(e,t=new Set){return e.reduce((n,r)=>n+(r.group!==null&&t.has(r.group)?0:r.width),0)}function PR(e,t,n){if(t==="all")return new Set;if(t==="essential")return new Set(AR);let r=new Set;if(n<=0)return r;for(let i of AR){if(iu(e,r)<=n)break;r.add(i)}return r}var Se={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns"};function D9(e){return qe+lr+e}function DR(e){let t=[],n=(r,i)=>ye(t,lr+r,i);e.a&&(n(Se.aRun,e.a.run),n(Se.aStep,e.a.step)),e.b&&(n(Se.bRun,e.b.run),n(Se.bStep,e.b.step));for(let r of e.also)n(Se.also,r);return(e.sort!==oa||e.dir!==aa)&&(n(Se.sort,e.sort),n(Se.dir,e.dir)),n(Se.search,e.search),n(Se.verdict,e.verdict),e.brush&&(n(Se.aMin,e.brush.a[0]),n(Se.aMax,e.brush.a[1]),n(Se.bMin,e.brush.b[0]),n(Se.bMax,e.brush.b[1])),e.columns!=="auto"&&n(Se.columns,e.columns),t}function LR(e){let t=[...e],n=_t(t),r=p=>n.get(lr+p),i=p=>{let h=r(p);return h===void 0||h===""?null:h},s=Rd(),o=i(Se.aRun);o!==null&&(s.a={run:o,step:Cu(r(Se.aStep))});let a=i(Se.bRun);a!==null&&(s.b={run:a,step:Cu(r(Se.bStep))});let l=D9(Se.also);for(let[p,h]of t)p===l&&h!==""&&!s.also.includes(h)&&s.also.push(h);let u=r(Se.sort);if(u!==void 0&&M9(u)&&(!u.startsWith(Vt)||s.also.includes(u.slice(Vt.length)))){s.sort=u;let p=r(Se.dir);s.dir=p==="asc"||p==="desc"?p:qy(u)}s.search=r(Se.search)??"";let c=r(Se.verdict);jy(c)&&(s.verdict=c);let f=[Se.aMin,Se.aMax,Se.bMin,Se.bMax].map(p=>xe(r(p)));if(f.every(p=>p!==null)){let[p,h,g,y]=f;s.brush={a:[Math.min(p,h),Math.max(p,h)],b:[Math.min(g,y),Math.max(g,y)]}}let d=r(Se.columns);return Uy.includes(d)&&(s.columns=d),s}function NR(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function IR(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function OR(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function zR(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function Gy(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function Ed(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function BR(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=n.get(i);return We(s)?s:null})}var L9={worsened:0,improved:1,unchanged:2,undetermined:3};function N9(e,t){if(t==="verdict")return e.columns.verdict.map(n=>L9[n]??null);if(t.startsWith(Vt)){let n=t.slice(Vt.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function FR(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=N9(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=We(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function HR(e,t){return e.presence[t]==="both"&&We(e.bias_a[t])&&We(e.bias_b[t])}function VR(e,t,n){if(!HR(e,t))return!1;let r=e.bias_a[t],i=e.bias_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function KR(e,t,n){let{search:r,brush:i}=n,s=n.verdict??null;if(r===null&&i===null&&s===null)return t;let o=e.columns,a=new Int32Array(t.length),l=0;for(let u=0;u<t.length;u++){let c=t[u];s!==null&&o.verdict[c]!==s||i!==null&&!VR(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function qR(e,t){let n=0;for(let r=0;r<e.rows;r++)VR(e.columns,r,t)&&n++;return n}function jR(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=[],o=0,a=0,l=0;for(let u=0;u<t;u++)HR(e,u)?(n[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:n.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function UR(e,t=5){let n=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!We(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?n:r).push(a)}return n.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:n.slice(0,t),improved:r.slice(0,t)}}function GR(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function Ad(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}var Wy=344,Yy=16,WR=F`
    :host {
      overflow-y: auto;
    }
    fairness-mode-options.mode-options {
      margin: 2px 0 6px;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 8px 14px;
    }
    fieldset.side {
      display: flex;
      gap: 8px;
      align-items: flex-end;
      margin: 0;
      padding: 2px 8px 6px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 3px;
    }
    fieldset.side legend {
      font-size: 11px;
      font-weight: 500;
      padding: 0 4px;
    }
    button.swap {
      height: 26px;
      margin-bottom: 6px;
      border: 1px solid var(--input-border, #c6c6c6);
      border-radius: 3px;
      background: var(--input-bg, #fff);
      cursor: pointer;
    }
    button.swap:hover {
      background: var(--hover-bg, #fff3e0);
    }
    input.search {
      width: 200px;
    }
    .also {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 10px;
      align-items: center;
      min-height: 26px;
    }
    .also label {
      display: flex;
      gap: 3px;
      align-items: center;
      white-space: nowrap;
    }
    .also input {
      height: auto;
    }
    .summary .what {
      flex-basis: 100%;
    }
    button.text {
      border: 0;
      background: none;
      padding: 0;
      color: var(--accent, #f57c00);
      cursor: pointer;
      text-decoration: underline;
    }
    .chip {
      display: inline-flex;
      gap: 6px;
      align-items: baseline;
      padding: 1px 8px;
      border-radius: 10px;
      background: var(--hover-bg, #fff3e0);
      border: 1px solid var(--accent, #f57c00);
    }
    .v-worsened {
      color: var(--bad, #c62828);
    }
    .v-improved {
      color: var(--good, #2e7d32);
    }
    .v-unchanged,
    .v-undetermined,
    .v-none {
      color: var(--muted, #757575);
    }
    .verdict-badge {
      display: inline-block;
      flex: none;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .verdict-summary {
      display: flex;
      gap: 8px;
      align-items: baseline;
      font-size: 14px;
      line-height: 1.45;
    }
    .verdict-summary .overall {
      font-size: 12px;
      line-height: 18px;
    }
    .overall.o-worse {
      color: var(--bad, #c62828);
    }
    .overall.o-better {
      color: var(--good, #2e7d32);
    }
    .overall.o-mixed,
    .overall.o-same {
      color: var(--muted, #757575);
    }
    .overall.o-worse,
    .overall.o-better {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .headlines {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .headline {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 170px;
      max-width: 260px;
      padding: 6px 10px;
      border: 1px solid var(--border, #e0e0e0);
      border-left-width: 3px;
      border-radius: 3px;
      background: var(--surface, transparent);
    }
    .headline[data-verdict='worsened'] {
      border-left-color: var(--bad, #c62828);
    }
    .headline[data-verdict='improved'] {
      border-left-color: var(--good, #2e7d32);
    }
    .headline .title {
      font-size: 11px;
      color: var(--muted, #757575);
    }
    .headline .ab {
      color: var(--fg, #212121);
      font-size: 15px;
      font-variant-numeric: tabular-nums;
    }
    .headline .foot {
      display: flex;
      gap: 8px;
      align-items: baseline;
      justify-content: space-between;
      color: var(--fg, #212121);
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .download-error {
      flex-basis: 100%;
      color: var(--error, #c62828);
    }
    .main {
      flex: 1;
      min-height: 320px;
      display: flex;
      gap: ${Ue(Yy)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${Ue(Wy)}px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 14px;
      overflow-y: auto;
    }
    .movers h3 {
      display: flex;
      gap: 8px;
      align-items: baseline;
    }
    .movers ol {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    /* The key and its change on one line, the biases and the interval below (muted): the key is never squeezed out. */
    .movers li button {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      width: 100%;
      gap: 0 8px;
      align-items: baseline;
      border: 0;
      background: none;
      padding: 2px 4px;
      cursor: pointer;
      text-align: left;
    }
    .movers li button:hover {
      background: var(--hover-bg, #fff3e0);
    }
    .movers .k {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .movers .ab {
      grid-column: 1 / -1;
      color: var(--muted, #757575);
      font-size: 11px;
      text-align: left;
    }
    .warn {
      color: var(--error, #c62828);
    }
    /* Too narrow for the table and the scatter side by side: the scatter and the movers
       below the table, full width, and the view scrolls as a whole. */
    :host([data-stacked]) .main {
      flex: none;
      flex-direction: column;
      min-height: 0;
    }
    :host([data-stacked]) fairness-compare-table {
      flex: none;
      min-height: 120px;
      max-height: max(280px, calc(100vh - 90px));
    }
    :host([data-stacked]) .side-panel {
      width: auto;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: 14px 28px;
      overflow: visible;
    }
    :host([data-stacked]) .movers {
      flex: 1 1 260px;
      min-width: 0;
    }
`;function YR(e,t){return e.headlines.length===0?_:m`<div class="headlines ${t?"stale":""}">${e.headlines.map(n=>I9(n,e.level))}</div>`}function I9(e,t){let n=l=>sa(e.format,l),r=e.a_interval?Ht(e.a_interval[0],e.a_interval[1],n):"",i=e.b_interval?Ht(e.b_interval[0],e.b_interval[1],n):"",s=e.better==="lower"?"lower is better":e.better==="higher"?"higher is better":"neither way is better",o=[`${e.title} (${e.name}), ${s}${e.explanation?`: ${e.explanation}`:""}`,`A: ${sa(e.format,e.a)}${r?` ${r}`:""}`,`B: ${sa(e.format,e.b)}${i?` ${i}`:""}`,`change B \u2212 A: ${Ky(e)} (${wt(t)} interval)`].join(`
`),a=e.verdict;return m`<div class="headline" data-name=${e.name} data-verdict=${a??"none"} title=${o}>
    <span class="title">${e.title}</span>
    <span class="ab"
      ><span class="a" data-v=${e.a??_}>${sa(e.format,e.a)}</span> →
      <span class="b" data-v=${e.b??_}>${sa(e.format,e.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${e.change??_}>${Ky(e)}</span>
      ${a!==null?m`<span class="verdict-badge v-${a}" data-verdict=${a}>${a}</span>`:_}
    </span>
  </div>`}function Xy(e,t,n,r,i){return m`<div class="movers" data-movers=${e}>
    <h3>
      <span class="v-${e}">${e==="worsened"?"Worsened":"Improved"}</span>
      <span class="muted">${D(n)}</span>
      ${n>t.length?m`<button class="text" name=${`show-${e}`} @click=${()=>i.showAll(e)}>show all</button>`:_}
    </h3>
    ${t.length?m`<ol>
          ${t.map(o=>{let a=Ht(o.lower,o.upper);return m`<li>
              <button
                data-row=${o.row}
                title=${`Show ${o.key} in the table: ${r} ${pr(o.biasA)} \u2192 ${pr(o.biasB)}, change ${Gr(o.change)} ${a}`}
                @click=${()=>i.showRow(o.row)}
              >
                <span class="k">${o.key}</span><span class="num ch v-${e}" data-v=${o.change}>${Gr(o.change)}</span
                ><span class="num ab">${r} ${pr(o.biasA)} → ${pr(o.biasB)}${a?` \xB7 change ${a}`:""}</span>
              </button>
            </li>`})}
        </ol>`:m`<div class="muted">None.</div>`}
  </div>`}var XR="",O9={auto:"fit the width",all:"all",essential:"essential only"},Jy="";function JR(e,t,n){let r=e.sel[t],i=t==="a"?e.stepsA:e.stepsB;return m`<fieldset class="side" data-side=${t}>
    <legend>Report ${t==="a"?"A":"B"}</legend>
    <label class="field">
      <span class="name">Run</span>
      <select
        name=${`${t}_run`}
        .disabled=${!r}
        @change=${o=>n.side(t,{run:o.target.value})}
      >
        ${e.runs.map(o=>m`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
      </select>
    </label>
    <label class="field">
      <span class="name">Step</span>
      <select
        name=${`${t}_step`}
        .disabled=${!r}
        @change=${o=>{let a=o.target.value;n.side(t,{step:a===XR?null:Number(a)})}}
      >
        <option .value=${XR} .selected=${r?.step===null}>latest</option>
        ${(i??[]).map(o=>m`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
              ${o.step} · ${Jr(o.wall_time)}
            </option>`)}
      </select>
    </label>
  </fieldset>`}function ZR(e,t){let n=e.sel,r=e.runs.filter(i=>i!==n.a?.run&&i!==n.b?.run);return m`<div class="controls">
    ${JR(e,"a",t)}
    <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>t.swap()}>⇄</button>
    ${JR(e,"b",t)}
    <label class="field">
      <span class="name">Search keys (regex)</span>
      <input
        class="search ${e.searchError?"invalid":""}"
        name="search"
        type="search"
        placeholder="e.g. ^nurse$"
        .value=${n.search}
        @input=${i=>{t.search(i.target.value)}}
      />
    </label>
    ${r.length?m`<div class="field">
          <span class="name">Also show runs</span>
          <div class="also">
            ${r.map(i=>m`<label
                ><input
                  type="checkbox"
                  name="also"
                  .value=${i}
                  .checked=${n.also.includes(i)}
                  @change=${s=>t.also(i,s.target.checked)}
                />${i}</label
              >`)}
          </div>
        </div>`:_}
    ${z9(e,t)} ${B9(e,t)}
    <span class="spacer"></span>
    ${e.shell.renderCsvButton("csv",e.data!==null&&!e.csvPending,()=>t.downloadCsv(),e.data?`All ${D(e.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
    ${e.searchError?m`<div class="search-error" title=${e.searchError}>${e.searchError}</div>`:_}
    ${e.csvError!==null?m`<div class="download-error" role="alert" title=${e.csvError}>Could not download the CSV: ${e.csvError}</div>`:_}
  </div>`}function z9(e,t){let n=e.data?.summary,r=e.sel.verdict;return m`<label class="field">
    <span class="name">Verdict</span>
    <select
      name="verdict"
      .disabled=${!e.data}
      @change=${i=>{let s=i.target.value;t.verdict(jy(s)?s:null)}}
    >
      <option .value=${Jy} .selected=${r===null}>all</option>
      ${Ds.map(i=>m`<option .value=${i} .selected=${r===i}>${i}${n?` (${D(n[i])})`:""}</option>`)}
    </select>
  </label>`}function B9(e,t){let n=e.sel.columns,r=e.hiddenColumns,i=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",r.length?`Left out now: ${r.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return m`<label class="field" title=${i}>
    <span class="name">Columns</span>
    <select name="columns" data-hidden=${r.length} @change=${s=>t.columns(s.target.value)}>
      ${Uy.map(s=>m`<option .value=${s} .selected=${n===s}>
            ${O9[s]}${s==="auto"&&n==="auto"&&r.length?` (${r.length} hidden)`:""}
          </option>`)}
    </select>
  </label>`}function QR(e){return`${e.run} \xB7 step ${e.step}`}function eM(e,t,n){let r=e.summary,i=RR(r);return m`<div
    class="verdict-summary ${n?"stale":""}"
    data-overall=${i}
    data-worsened=${r.worsened}
    data-improved=${r.improved}
    data-unchanged=${r.unchanged}
    data-undetermined=${r.undetermined}
  >
    <span
      class="verdict-badge overall o-${i}"
      title=${`From the ${t.many}' verdicts: Benjamini-Hochberg at FDR ${wt(e.fdr)} on the change of ${e.bias}`}
      >${MR[i]}</span
    >
    <span class="sentence">${CR(e,t)}</span>
  </div>`}function tM(e,t,n){let r=ER(e.options),i=e.a.run===e.b.run&&e.a.step===e.b.step,s=t.sel,o=e.summary,a=[...t.extraErrors].map(([l,u])=>`${l}: ${u}`);return m`<div
    class="summary"
    data-shown=${t.shown}
    data-total=${e.rows}
    data-a-run=${e.a.run}
    data-a-step=${e.a.step}
    data-b-run=${e.b.run}
    data-b-step=${e.b.step}
    data-verdict=${s.verdict??Jy}
    data-extras=${t.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
  >
    <span class="what"
      >Comparing <b>${e.bias}</b>, the size of the bias (lower is better; signed: ${e.value}), of the
      ${t.kindTitle||e.kind} report ${e.tag}${r?m` <span class="muted">(${r})</span>`:_}</span
    >
    <span
      >A = <b>${QR(e.a)}</b>
      <button class="text" name="open-a" title="Open report A in its view" @click=${()=>n.openReport({run:e.a.run,step:e.a.step})}>
        open</button
      ></span>
    <span
      >B = <b>${QR(e.b)}</b>
      <button class="text" name="open-b" title="Open report B in its view" @click=${()=>n.openReport({run:e.b.run,step:e.b.step})}>
        open</button
      ></span>
    ${i?m`<span class="warn">A and B are the same report: pick another step or run.</span>`:_}
    <span class="counts"
      ><b>${D(e.rows)}</b> ${e.rows===1?t.noun.one:t.noun.many} · ${D(o.only_in_a)} only in A ·
      ${D(o.only_in_b)} only in B</span
    >
    <span class="muted">${wt(e.level)} intervals; verdicts at FDR ${wt(e.fdr)} (Benjamini-Hochberg)</span>
    ${Fs(t.shown,e.rows,"rows",s.brush?m`<span class="chip" data-brushed=${t.brushed}
            >${D(t.brushed)} selected in the scatter —
            <button class="text" name="clear-brush" @click=${()=>n.clearBrush()}>clear</button></span
          >`:void 0)}
    ${a.length?m`<span class="warn">Could not load: ${a.join("; ")}</span>`:_}
  </div>`}var F9=5,Pd=class{constructor(){this.table=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.order=null;this.besideWidth=0;this.stacked=!1}update(t,n){let r=t.data;if((n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:t.extras}:null),n.has("data")&&(this.points=r?jR(r.columns):null,this.moved=r?UR(r.columns,F9):{worsened:[],improved:[]}),(n.has("data")||n.has("declaration"))&&(this.noun=TR(t.declaration,r)),n.has("data")||n.has("extras")||n.has("declaration")){let d=r?Md({value:r.value,bias:r.bias,a:"",b:"",noun:this.noun.one,level:r.level,fdr:r.fdr},t.extras.map(p=>p.run)):[];this.besideWidth=iu(d,new Set(["ranks"]))+Yy+Wy}let i=t.hostWidth>0&&t.hostWidth<this.besideWidth;i!==this.stacked&&(this.stacked=i,t.toggleAttribute("data-stacked",i));let s=t.sel,o=n.has("sel")?n.get("sel"):s;(!o||o.search!==s.search)&&(this.search=Ns(s.search));let a=this.table;if(!a){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let l=n.has("data")||n.has("extras")||this.order===null,u=!o||o.sort!==s.sort||o.dir!==s.dir;(l||u)&&(this.order=FR(a,s.sort,s.dir));let c=!o||o.brush!==s.brush,f=!o||o.search!==s.search||o.verdict!==s.verdict;(l||u||c||f)&&(this.visible=KR(a,this.order,{search:this.search.regex,brush:s.brush,verdict:s.verdict}),this.visibleList=Array.from(this.visible)),(l||c)&&(this.brushed=s.brush?qR(a,s.brush):0)}};var Dd=class{constructor(t,n){this.host=t;this.api=n;this.pending=!1;this.error=null;this.request=new ke;t.addController(this)}hostDisconnected(){this.request.cancel(),this.pending=!1}async download(t,n){if(!t)return;let r=Kt(["fairness","compare",t.tag,t.a.run,`step${t.a.step}`,"vs",t.b.run,`step${t.b.step}`,t.value]),i={tag:t.tag,run:t.a.run,step:t.a.step,vs_run:t.b.run,vs_step:t.b.step,options:n};this.pending=!0,this.error=null,this.host.requestUpdate();let s;try{s=await this.request.run(o=>this.api().diffCsv(i,o))}catch(o){this.pending=!1,this.error=Pt(o),this.host.requestUpdate();return}s!==we&&(this.pending=!1,this.host.requestUpdate(),Bs(s,r))}};var nM="own-options",su=class extends U{constructor(){super(),this.declaration=null,this.inherited={},this.own={},this.skip=[]}set(t,n){let r={...this.own};n===""?delete r[t]:r[t]=n,this.dispatchEvent(new CustomEvent(nM,{detail:r,bubbles:!0,composed:!0}))}control(t){let n=this.declaration,r=this.own[t.name]??"",i=Ik(n,t.name,this.inherited),s=i===""?"as the report decides":`as the report view: ${i}`,o=Ce(n,t.name,`Empty: ${s}.`);if(t.type==="choice")return m`<select name=${"opt-"+t.name} class=${r?"own":""} title=${o} @change=${l=>this.set(t.name,l.target.value)}>
        <option value="" ?selected=${r===""}>${i||"default"} (report view)</option>
        ${(t.choices??[]).map(l=>m`<option value=${l} ?selected=${r===l}>${l}</option>`)}
      </select>`;let a=Uf(n,t.name,r);return m`<input
      name=${"opt-"+t.name}
      class=${[r?"own":"",a?"":"invalid"].join(" ").trim()}
      placeholder=${i||"default"}
      title=${o}
      .value=${r}
      @change=${l=>{let u=l.target.value.trim();Uf(n,t.name,u)?this.set(t.name,u):this.requestUpdate()}}
    />`}render(){let t=Nk(this.declaration,this.skip);return t.length===0?_:m`${t.map(n=>m`<label class="field">
          <span class="name" title=${Ce(this.declaration,n.name)}>${Pe(this.declaration,n.name)}</span>
          ${this.control(n)}
        </label>`)}
      ${Object.keys(this.own).length?m`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(nM,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:_}`}};su.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1}},su.styles=[X,rt,F`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `];customElements.define("fairness-mode-options",su);var hr=340,Wr=320,xn={left:50,right:12,top:12,bottom:38},H9=5e3,rM=3,iM=8,Zy=[["undetermined","--muted","#757575"],["unchanged","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function Ld(e){return Number(e.toPrecision(6))}var ou=class extends U{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.columns=null,this.drag=null,this.hover=null}willUpdate(n){(n.has("points")||n.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let n=this.parentNode;n;n=n.parentNode??(n instanceof ShadowRoot?n.host:null))n instanceof Element&&this.themeObserver.observe(n,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let n=this.isConnected?getComputedStyle(this):null;return new Map(Zy.map(([r,i,s])=>[r,n?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!n||n.x.length===0)return;let r=0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=Ie({width:hr,height:Wr,marginLeft:xn.left,marginRight:xn.right,marginTop:xn.top,marginBottom:xn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.bias} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[Bo([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");if(this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales){let{x:c,y:f}=this.scales;this.px=Float32Array.from(n.x,d=>c.apply(d)),this.py=Float32Array.from(n.y,d=>f.apply(d)),this.canvas=this.paint(n,this.scales)}}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(hr*s),i.height=Math.round(Wr*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>H9,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of Zy){let f=c==="worsened"||c==="improved";o.globalAlpha=f?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let d=0;d<n.x.length;d++){if(n.verdict[d]!==c)continue;let p=r.x.apply(n.x[d]),h=r.y.apply(n.y[d]);o.moveTo(p+l,h),o.arc(p,h,l,0,2*Math.PI)}o.fill()}return i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?hr/r.width:1,s=r.height?Wr/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,xn.left,hr-xn.right),l(a,xn.top,Wr-xn.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}nearest(n,r){let i=null,s=iM*iM,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-n,c=a[l]-r,f=u*u+c*c;f<=s&&(s=f,i=l)}return i}onMove(n){let[r,i]=this.point(n);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<rM&&Math.abs(s-r.y0)<rM;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=Ld(o.x.invert(r.x0)),c=Ld(o.x.invert(i)),f=Ld(o.y.invert(r.y0)),d=Ld(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(f,d),Math.max(f,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(hr-xn.right,Math.max(xn.left,i.x.apply(f))),o=f=>Math.min(Wr-xn.bottom,Math.max(xn.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points;if(this.highlight===null||!n||!this.scales)return _;let r=n.index.indexOf(this.highlight);return r<0?_:m`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let n=this.points,r=this.hover;if(r===null||!n||r>=n.x.length||this.drag)return _;let i=n.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?Ht(s.lower[i],s.upper[i]):"",u=this.px[r],c=this.py[r],f=u>hr/2,d=c>Wr/2,p=`${f?`right: ${hr-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${Wr-c+8}px`:`top: ${c+8}px`}`;return m`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${n.verdict[r]} style=${p}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${pr(n.x[r])} → B ${pr(n.y[r])}</div>
        ${typeof a=="number"?m`<div>change ${Gr(a)}${l?` ${l}`:""}</div>`:_}
        <div class="v-${n.verdict[r]}">${n.verdict[r]}</div>
      </div>`}legend(){let n=this.points;if(!n)return _;let r=new Map;for(let i of n.verdict)r.set(i,(r.get(i)??0)+1);return m`<div class="legend">
      ${Zy.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>m`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${i} (${D(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let n=this.points;if(!n)return _;let r=this.rect(),i=[n.oneSided?`${D(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${D(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return m`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?m`<div
            class="plot"
            data-points=${n.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?m`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:_}
            ${this.ring()} ${this.tip()}
          </div>`:m`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${D(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?m`Not plotted: ${i.join("; ")}.`:_}
      </div>
    `}};ou.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},ou.styles=[X,F`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${hr}px;
        height: ${Wr}px;
        cursor: crosshair;
        touch-action: none;
        user-select: none;
      }
      .plot svg {
        display: block;
      }
      .dots {
        position: absolute;
        left: 0;
        top: 0;
        width: ${hr}px;
        height: ${Wr}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent, #f57c00);
        background: color-mix(in srgb, var(--accent, #f57c00) 12%, transparent);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid var(--fg, #212121);
        border-radius: 50%;
        pointer-events: none;
      }
      .ring.hover {
        border-width: 1px;
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 220px;
        padding: 4px 8px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
        background: var(--surface, #fff);
        color: var(--fg, #212121);
        font-size: 11px;
        line-height: 1.4;
        pointer-events: none;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
      }
      .tip .k {
        font-weight: 500;
        overflow-wrap: anywhere;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 11px;
        margin: 2px 0;
      }
      .legend .sw {
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-right: 4px;
        border-radius: 50%;
        background: currentColor;
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-unchanged,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${hr}px;
      }
    `];customElements.define("fairness-compare-scatter",ou);function V9(e,t){switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${wt(t)}).`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${wt(t)}).`;case"unchanged":return`Unchanged: the change of the bias is not significant at FDR ${wt(t)}.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var au=class extends U{constructor(){super();this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.cursor=new _i(this,{open:n=>this.openRow(n,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=n=>this.renderRow(n);this.onFocusKey=n=>{let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=Number(r.closest(".row")?.dataset.row);Number.isInteger(i)&&this.cursor.set(i)};this.onKeyAfterCursor=n=>{if(!n.defaultPrevented||n.key==="Escape"||n.key==="Enter"||n.key===" ")return;let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=this.cursor.row;if(i===null)return;let s=o=>{if(i!==this.cursor.row)return;let a=this.keyButton(i);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>s(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,s(!0)})};this.table=null,this.rows=[],this.sort=oa,this.dir=aa,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case la:return i==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Vt.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(n,r){return m`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`}cell(n,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(n,r);let o;return n==="rank_a"||n==="rank_b"?o=D(i):n==="movement"?o=ru(i,D(i).replace(/^-/,"\u2212")):o=ve(i),m`<div class="cell num" role="cell" data-col=${n} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(n,r){let i=this.table.columns,s=n==="bias_a"?"a":"b",o=i[n][r],a=Ht(i[`lower_${s}`][r],i[`upper_${s}`][r]),l=`${this.names.bias} in ${s.toUpperCase()}: ${o}${a?`, ${wt(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(n,r,o,l)}changeTitle(n){let r=this.table.columns,i=Ht(r.lower[n],r.upper[n]),s=r.p_value[n];return[`change ${r.change[n]}`,i?`${wt(this.names.level)} interval ${i}`:"no interval",typeof s=="number"?`p = ${$t(s)}`:""].filter(Boolean).join(", ")}changeCell(n,r){let i=this.table.columns,s=i.change[n];return typeof s!="number"||!Number.isFinite(s)?this.missing("change",n):m`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[n]??_}
      data-upper=${i.upper[n]??_}
      title=${this.changeTitle(n)}
    >
      ${Gr(s)}
    </div>`}intervalCell(n){let r=this.table.columns,i=Ht(r.lower[n],r.upper[n]);return i?m`<div
      class="cell num interval"
      role="cell"
      data-col=${la}
      data-lower=${r.lower[n]??_}
      data-upper=${r.upper[n]??_}
      title=${this.changeTitle(n)}
    >
      ${i}
    </div>`:this.missing(la,n)}shows(n){return!this.leftOut.has(n)}renderRow(n){let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n],a=i.verdict[n],l=this.shows("values"),u=this.shows("ranks");return m`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""} ${s===this.openKey?"open":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <button
          class="k"
          data-key=${s}
          aria-expanded=${s===this.openKey?"true":"false"}
          title=${`${s}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${c=>this.openRow(n,c.currentTarget)}
        >${s}</button>
        ${o==="both"?_:m`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?m`${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])}`:_}
      ${this.biasCell("bias_a",n)} ${this.biasCell("bias_b",n)} ${this.changeCell(n,a)} ${this.intervalCell(n)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${V9(a,this.names.fdr)}>
        <span class="verdict-badge v-${a}">${a}</span>
      </div>
      ${u?m`${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}`:_}
      ${r.extras.map(c=>this.cell(`${Vt}${c.run}`,n,c.values?.[n]))}
    </div>`}openRow(n,r){let i=this.table?.columns.key[n];if(i===void 0)return;this.cursor.set(n);let s=r??this.keyButton(n);gT(this,{key:i,opener:s})}keyButton(n){return this.renderRoot.querySelector(`.row[data-row="${n}"] button.k`)}willUpdate(n){n.has("table")&&(this.scrollTop=0);let r=this.table,i=Md(this.names,(r?.extras??[]).map(u=>u.run));this.heads=i,this.leftOut=PR(i,this.columns,this.width);let s=i.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=iu(s);let[o,...a]=s,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let n=this.heads.filter(r=>r.group!==null&&this.leftOut.has(r.group)).map(r=>r.name).join(`
`);n!==this.told&&(this.told=n,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:n?n.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(n){return{header:m`<div class="fixed" role="columnheader" data-col=${n.key} title=${n.title}>
        <span class="top"><span class="col-name">${n.name}</span></span>
        <span class="sub">${n.sub}</span>
      </div>`}}render(){if(!this.table)return _;let r=this.heads.filter(i=>i.group===null||!this.leftOut.has(i.group)).map(i=>i.key===la?this.intervalHead(i):{key:i.key,name:i.name,sub:i.sub,title:i.title.replace(/\.$/,""),text:i.key==="key"});return Jo(this,{columns:r,defaultDir:qy,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};au.properties={...$i,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},au.styles=[X,...Qo,F`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button,
      .head .fixed {
        padding: 4px 6px;
      }
      .head .fixed {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        justify-content: center;
        gap: 1px;
        font-weight: 500;
        min-width: 0;
        cursor: help;
      }
      /* An unsorted head keeps no room for its arrow: its name has the whole width. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .cell {
        padding: 0 6px;
      }
      /* The key stays in view when the table scrolls sideways. */
      .head [data-col='key'],
      .cell.key {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='key'] {
        background: var(--header-bg);
      }
      .head [data-col='key']:hover {
        background: var(--header-hover);
      }
      .cell.key {
        background: inherit;
        height: 100%;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row.focus {
        background: var(--selected-bg, #ffe0b2);
        box-shadow: inset 3px 0 0 var(--accent, #f57c00);
      }
      .row.one-sided .num {
        color: var(--muted, #757575);
      }
      .cell.key {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .cell.key .k {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button.k {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        cursor: pointer;
      }
      button.k:hover {
        color: var(--accent, #f57c00);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.k:focus-visible {
        outline: 2px solid var(--accent, #f57c00);
        outline-offset: 1px;
      }
      .row.open {
        background: var(--selected-bg, #ffe0b2);
      }
      .row.open button.k {
        color: var(--accent, #f57c00);
        font-weight: 500;
      }
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        border: 1px solid var(--border, #e0e0e0);
        color: var(--muted, #757575);
        line-height: 14px;
      }
      .missing {
        color: var(--muted, #757575);
        cursor: help;
      }
      .cell.interval {
        color: var(--muted, #757575);
        font-size: 12px;
      }
      .cell.verdict {
        cursor: help;
        text-align: right;
      }
      .verdict-badge {
        display: inline-block;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        color: var(--muted, #757575);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
    `];customElements.define("fairness-compare-table",au);var lu=class extends U{constructor(){super();this.request=new ke;this.extraRequest=new ke;this.csv=new Dd(this,()=>this.api);this.shell=new Dt(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.derived=new Pd;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.hostWidth&&(this.hostWidth=r)});this.drillOpener=null;this.focusDrill=!1;this.moversActions={showAll:n=>this.onVerdict(n),showRow:n=>this.focusRow(n)};this.controlsActions={side:(n,r)=>this.onSide(n,r),swap:()=>this.swap(),search:n=>{this.highlight=null,this.patch({search:n})},also:(n,r)=>this.onAlso(n,r),verdict:n=>this.onVerdict(n),columns:n=>this.patch({columns:n}),downloadCsv:()=>{this.csv.download(this.data,this.usedOptions)}};this.summaryActions={openReport:n=>Ad(this,n),clearBrush:()=>this.onBrush(null)};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=Rd(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.drill=null,this.hostWidth=0,this.hiddenColumns=[]}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=Gy(n,u),f=r??{run:c.run,step:zR(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),p=Gy(f,d),h=await s.diff({tag:i,run:c.run,step:c.step,vs_run:p.run,vs_step:p.step,options:o},l);return{a:c,b:p,stepsA:u,stepsB:d,diff:h}})}catch(l){this.data=null,this.shell.fail(l);return}a!==we&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let p=s.get(d);if(p?.values)return{run:d,values:p.values,error:null};try{let h=await a.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:l},f);return{run:d,values:BR(u,h),error:null}}catch(h){if(f.aborted)throw h;return{run:d,values:null,error:Pt(h)}}})));c!==we&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,pt(this,[...DR(n),...Sl(this.own,lr,this.declaration)])}get usedOptions(){return wi(this.options,this.own)}setOwn(n){this.own=n,this.setSel(this.sel),this.load()}fit(n){let r=this.runs??[],i=IR(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=OR(i,r);l!==null&&(s={run:l,step:null})}let o=Ed(n.also,r,i,s),a=!n.sort.startsWith(Vt)||o.includes(n.sort.slice(Vt.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:oa,dir:a?n.dir:aa}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=Ed(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s,verdict:NR(this.sel.verdict)}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=Ed(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}onVerdict(n){this.highlight=null,this.patch({verdict:n})}focusRow(n){let r=this.data?.columns.key[n];r!==void 0&&(this.highlight=n,this.patch({search:GR(r),brush:null,verdict:null}))}openDrill(n){this.drillOpener=n.detail.opener,this.focusDrill=!0,this.drill=n.detail.key}closeDrill(n=!0){let r=this.drill,i=this.drillOpener;this.drill=null,this.drillOpener=null,n&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let n=this.renderRoot.querySelector("fairness-row-drilldown");n&&(this.focusDrill=!1,n.updateComplete.then(()=>n.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(Rd())),this.load()}retry(){this.stepsCache.clear(),this.load()}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}willUpdate(n){if(!this.hasUpdated)this.own=Fo(this.params,lr,this.declaration),this.setSel(this.fit(LR(this.params))),this.load();else if(n.has("revision")&&!n.has("tag")&&!n.has("options")&&!n.has("runs"))this.stepsCache.clear(),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let r=this.sel,i=Fo(Sl(this.own,lr,this.declaration),lr,this.declaration);if(JSON.stringify(i)!==JSON.stringify(this.own)&&(this.own=i),n.has("tag")){this.stepsCache.clear();let s=this.runs.length<2;this.drill=null,this.sel={...r,a:r.a&&this.runs.includes(r.a.run)?{run:r.a.run,step:null}:null,b:!s&&r.b&&this.runs.includes(r.b.run)?{run:r.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}this.derived.update(this,n)}renderControls(){return ZR({sel:this.sel,runs:this.runs,stepsA:this.stepsA,stepsB:this.stepsB,data:this.data,searchError:this.derived.search.error,hiddenColumns:this.hiddenColumns,shell:this.shell,csvPending:this.csv.pending,csvError:this.csv.error},this.controlsActions)}renderSummary(n){let r={sel:this.sel,kindTitle:this.kindTitle,noun:this.derived.noun,shown:this.derived.visible.length,brushed:this.derived.brushed,extras:this.extras,extraErrors:this.extraErrors};return tM(n,r,this.summaryActions)}renderDrill(n){return this.drill===null?_:m`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.derived.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.b.run}
      .step=${n.b.step}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.derived.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let n=this.sel,r=this.derived;return this.runs.length===0?m`<div class="message">No run holds a report under this tag.</div>`:m`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${i=>this.setOwn(i.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(r.table&&this.data,i=>m`${eM(i,r.noun,this.shell.loading)} ${YR(i,this.shell.loading)} ${this.renderSummary(i)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${r.table}
                .rows=${r.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${n.columns}
                .names=${{value:i.value,bias:i.bias,a:`${i.a.run} @ ${i.a.step}`,b:`${i.b.run} @ ${i.b.step}`,noun:r.noun.one,level:i.level,fdr:i.fdr}}
                @sort-change=${s=>this.patch({sort:s.detail.column,dir:s.detail.dir})}
                @row-open=${s=>this.openDrill(s)}
                @columns-hidden=${s=>this.hiddenColumns=s.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${r.points}
                  .brush=${n.brush}
                  .highlight=${this.highlight}
                  .bias=${i.bias}
                  .columns=${i.columns}
                  @brush-change=${s=>this.onBrush(s.detail)}
                  @point-click=${s=>this.focusRow(s.detail)}
                ></fairness-compare-scatter>
                ${Xy("worsened",r.moved.worsened,i.summary.worsened,i.bias,this.moversActions)}
                ${Xy("improved",r.moved.improved,i.summary.improved,i.bias,this.moversActions)}
              </div>
            </div>
            ${this.renderDrill(i)}`,"Comparing the reports\u2026")}
    `}};lu.properties={...Ku,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},drill:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},lu.styles=[X,rt,st,Vu,Bi,Fi,Qt,WR];customElements.define("fairness-compare",lu);var Nd=360,sM=760,oM=240,K9=14;function aM(e){let t=Math.floor((e-28)/2);return t>=Nd?Math.min(t,sM):Math.max(Nd,Math.min(e,sM))}function lM(e,t,n,r){let{dots:i}=e;if(i.length===0)return{chart:e,svg:null,pixels:[]};let s=r.headline(e.name),o=r.level,a=o===null?"":`${Math.round(o*100)}% `,l=i.map(E=>E.step),u=Math.min(...l),c=Math.max(...l);r.step!==null&&r.step>=u-(c-u)&&r.step<=c+(c-u)&&(u=Math.min(u,r.step),c=Math.max(c,r.step));let f=[...new Set(r.step!==null&&r.step>=u&&r.step<=c?[...l,r.step]:l)].sort((E,I)=>E-I);u===c&&(u-=1,c+=1);let d=i.filter(E=>E.run===r.run),p=i.filter(E=>E.run!==r.run),h=E=>`${E.run}, step ${E.step}: ${Tl(E.value,s.format)}`,g=E=>E.lower!==null&&E.upper!==null?`
${a}interval: [${Tl(E.lower,s.format)}, ${Tl(E.upper,s.format)}]`:"",y=E=>`run ${E.run}
step ${E.step} (${Jr(E.wall_time)})
${s.title}: ${Tl(E.value,s.format)}${g(E)}
click: open this report`,b=i.filter(E=>E.lower!==null&&E.upper!==null),v=rT(i),$=t.filter(E=>v.some(I=>I.run===E)),w={label:null,grid:!0},k=nT(i,s.format,r.fit);k!==null&&(w.domain=k),s.format==="percent"&&k!==null&&(w.tickFormat=$l(k[0],k[1])),s.format==="count"&&(w.zero=!0,w.nice=!0,w.tickFormat="d");let x=Ie({width:r.width,height:oM,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[u,c],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:f.length<=10?f:6,tickFormat:"~s"},y:{...w,inset:6},color:{domain:t,range:n},marks:[r.step!==null?tt([r.step],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,_s(b,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(E=>Br(b,{x:"step",y:E,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),...$.map((E,I)=>tt(v.filter(C=>C.run===E),{x:"step",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(I-($.length-1)/2)*3})),Br(p,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),Br(d,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),yn([...p,...d],{x:"step",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4,ariaLabel:h,title:y,tip:!0})]});x.setAttribute("data-name",e.name);let S=x.scale("y");S?.domain&&x.setAttribute("data-y-domain",JSON.stringify(S.domain)),S?.range&&x.setAttribute("data-y-range",JSON.stringify(S.range));let T=[...p,...d],R=new Map(T.map(E=>[h(E),E]));for(let E of x.querySelectorAll('g[aria-label="dot"] circle')){let I=R.get(E.getAttribute("aria-label")??"");I&&(E.setAttribute("data-run",I.run),E.setAttribute("data-step",String(I.step)),E.setAttribute("data-value",String(I.value)),I.lower!==null&&E.setAttribute("data-lower",String(I.lower)),I.upper!==null&&E.setAttribute("data-upper",String(I.upper)))}let L=x.scale("x"),M=x.scale("y"),P=T.map(E=>({x:Number(L?.apply(E.step)),y:Number(M?.apply(E.value))}));return x.addEventListener("click",E=>q9(E,x,T,P,r.open)),x.addEventListener("pointermove",E=>{let I=uM(E,x,P);x.classList.toggle("over-point",I!==null)}),{chart:{...e,dots:T},svg:x,pixels:P}}function uM(e,t,n){let r=t.getBoundingClientRect();if(r.width===0||r.height===0)return null;let i=Number(t.getAttribute("width")??r.width)/r.width,s=oM/r.height;return uT(n,(e.clientX-r.left)*i,(e.clientY-r.top)*s,K9*i)}function q9(e,t,n,r,i){let s=uM(e,t,r);if(s===null)return;let o=n[s];i(o)}var cM=F`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;var uu=class extends U{constructor(){super();this.request=new ke;this.shell=new Dt(this,[this.request]);this.drawn=[];this.chartWidth=Nd;this.resize=new ResizeObserver(()=>{let n=aM(this.clientWidth);n!==this.chartWidth&&(this.chartWidth=n,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=jb(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),ur().addEventListener(Ss,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),ur().removeEventListener(Ss,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return xt(this.declaration,vn)!==null}levelText(n){let r=Gb(n.level,wi(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return iT(n,this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=eT(this.options,this.selection,this.hasGapThreshold),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==we&&(this.data=s,this.shell.ready())}change(n){this.selection=n,pt(this,Ub(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=Yk(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),pt(this,Ub(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=fT(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("runs")){let i=kl(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=$s(this.selection,this.runs),i=[...this.runs,...n.series.map(l=>l.run).filter(l=>!this.runs.includes(l))],s=Cl(i),o=oT(n,this.selection.runs===null?null:r),a={headline:l=>this.headline(l),level:Gb(n.level,wi(this.options,this.selection.own),this.declaration),run:this.run,step:this.step,fit:this.selection.fit,width:this.chartWidth,open:l=>Ad(this,{run:l.run,step:l.step})};return o.map(l=>lM(l,i,s,a))}onToggle(n,r,i){let s=Xk(this.selection,this.runs,n,r);i.checked=$s(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=Xf(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:$s(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),Bs(cT(n,r),Kt(i))}renderRuns(){let n=$s(this.selection,this.runs),r=Cl(this.runs),i=a=>r[this.runs.indexOf(a)]??"var(--muted)",s=Jk(this.runs,this.runFilter),o=Qk(this.runs,this.run).filter(a=>s.runs.includes(a));return m`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${s.error?"invalid":""}
          title=${s.error??"A regular expression over the run names, as in TensorBoard"}
          .value=${this.runFilter}
          @input=${a=>this.runFilter=a.target.value}
        />
        ${this.runFilter&&!s.error?m`<button
                class="primary small"
                name="only-matching"
                ?disabled=${s.runs.length===0}
                title="Draw exactly the runs the filter lists"
                @click=${()=>this.change(Zk(this.selection,this.runs,s.runs))}
              >
                Draw these ${s.runs.length}
              </button>`:_}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(a=>m`<label class=${a===this.run?"current":""} title=${a===this.run?`${a} (the report on screen)`:a}>
            <input
              type="checkbox"
              name="run"
              .value=${a}
              .checked=${n.includes(a)}
              ?disabled=${n.length===1&&n.includes(a)}
              data-run=${a}
              @change=${l=>{let u=l.target;this.onToggle(a,u.checked,u)}}
            />
            <span class="swatch" style="background: ${i(a)}"></span>
            <span class="run-name">${a}</span>
          </label>`)}
        ${o.length===0?m`<span class="muted">no run matches</span>`:_}
        ${this.selection.runs!==null?m`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:_}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return _;let n=Xf(this.thresholdText,this.declaration)===null;return m`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${en(this.declaration,vn).min??_}
        max=${en(this.declaration,vn).max??_}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?Fn(this.declaration,vn):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderFit(){return m`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${n=>this.change({...this.selection,fit:n.target.value})}>
        <option value="lines" .selected=${this.selection.fit==="lines"}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit==="intervals"}>fit the intervals</option>
      </select>
    </label>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return m`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||m`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??m`<div class="none">No step has a value.</div>`}
      ${i.length>0?m`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${lT(i)}.
          </div>`:_}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:$s(this.selection,this.runs),i=tT(wi(this.options,this.selection.own)),s=n!==null&&n.series.every(o=>o.points.length===0);return m`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()}
          <fairness-mode-options
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[vn]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,o=>m`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?m`options: <span class="options">${i}</span>`:m`the default options`}
                ${this.hasGapThreshold?m` · gap threshold ${this.selection.gapThreshold}`:_}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
            </div>
            ${s?m`<div class="none message">No steps of this tag in the chosen runs.</div>`:m`${aT(o,r)?m`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:_}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`,"Loading the trends\u2026")}`}};uu.properties={...Ku,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},uu.styles=[X,rt,st,zs,Qt,cM];customElements.define("fairness-trend",uu);var fM="",cu=class extends U{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return m`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>m`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>m`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):_}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===fM?null:Number(s)})}}
        >
          <option .value=${fM} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>m`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${Jr(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};cu.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},cu.styles=[X,rt,F`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",cu);var j9=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for geodiversity."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows); unchanged when it is not; undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."}];function U9(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function dM(e){let t=[];return e&&(t.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(n=>({term:n.title,code:n.name,text:[n.explanation,U9(n.better)].filter(Boolean).join(" ")}))}),t.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),t.push({title:"Options",entries:e.options.map(n=>{let r=n.type==="str"?"":Ni(e,n.name),i=n.default===null||n.default===void 0?"":` Default ${String(n.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:n.name.replace(/_/g," "),code:n.name,text:`${s(n.help)}${i}${r?` ${s(r)}`:""}`}})})),t.push({title:"Reading the tables",entries:j9}),t}var fu=class extends U{constructor(){super();this.onKey=n=>{this.open&&n.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return m`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():_}`}renderPanel(){return m`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${dM(this.declaration).map(n=>m`<section data-section=${n.title}>
            <h3>${n.title}</h3>
            <dl>
              ${n.entries.map(r=>m`<dt>${r.term}${r.code?m`<code>${r.code}</code>`:_}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};fu.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},fu.styles=[X,F`
      :host {
        position: relative;
      }
      button.help {
        width: 26px;
        height: 26px;
        border-radius: 50%;
        border: 1px solid var(--border);
        background: var(--surface, transparent);
        color: var(--muted);
        cursor: pointer;
        font-weight: 600;
      }
      button.help:hover,
      button.help[aria-expanded='true'] {
        color: var(--accent);
        border-color: var(--accent);
      }
      .panel {
        position: absolute;
        right: 0;
        top: 32px;
        z-index: 10;
        width: min(560px, 90vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 4px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
        padding: 8px 16px 12px;
      }
      .panel header {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
      h2 {
        font-size: 14px;
        margin: 6px 0;
      }
      h3 {
        font-size: 13px;
        margin: 12px 0 4px;
        color: var(--muted);
        font-weight: 500;
      }
      dl {
        margin: 0;
      }
      dt {
        font-weight: 500;
        margin-top: 6px;
      }
      dt code {
        font-weight: 400;
        color: var(--muted);
        margin-left: 6px;
        font-size: 11px;
      }
      dd {
        margin: 2px 0 0;
        line-height: 1.4;
      }
      button.close {
        border: none;
        background: none;
        color: var(--muted);
        font-size: 18px;
        cursor: pointer;
      }
    `];customElements.define("fairness-help",fu);var Ms=class extends U{constructor(n){super();this.tags=null;this.kinds=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new ke;this.kindsRequest=new ke;this.stepsRequest=new ke;this.refreshRequest=new ke;this.stopRefresh=null;this.onTheme=()=>{this.theme=ur().theme};this.api=n??new Zt;let r=e0();this.ref=Wv(r);let i=Ak(Yv(r),qe);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let n=ur();this.theme=n.theme,n.addEventListener(Jf,this.onTheme),this.stopRefresh=n.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),ur().removeEventListener(Jf,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(Pt(o));return}if(n===we||r===we)return;this.kinds=r,this.tags=n;let i=Ur.map(o=>o.kind);this.runs=Yd(n.runs,i),this.unknownKinds=Xd(n.runs,i);let s=Ru(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(n=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;n||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){n||this.fail(Pt(a));return}if(s===we)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let n;try{n=await this.refreshRequest.run(p=>this.api.tags(p))}catch{return}let r=this.tags;if(n===we||r===null||qk(r.runs,n.runs))return;let i=Yf(r.runs,this.ref.run,this.ref.tag);this.tags=n;let s=Ur.map(p=>p.kind),o=Yd(n.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=Xd(n.runs,s);let a=Ru(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=jk(l.step,i,Yf(n.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},f=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||f||i!==Yf(n.runs,c.run,c.tag))&&this.loadSteps(!(d||f)),this.requestUpdate()}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?Xv(this.tags.runs,n):null}declaration(n){return Kv(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[qe+Hb,this.mode]];t0(qe,[...Gv(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=Ru(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Ur.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return m`<div class="message" role="status">
      ${this.unknownKinds.length?m`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:m`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Ur.map(i=>m`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return m`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let n=(o,a,l)=>m`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,r=this.ref,i=this.tags?Lk(this.tags.runs,Ur.map(o=>o.kind)):[],s=this.resolved?this.kindOfRef(this.resolved):null;return m`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?_:m`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>m`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(n,r){let i=this.tags?Dk(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=Pk(this.viewState,qe,qv(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=Mu(Ur,r);if(!i||r===null)return m`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?m`<fairness-compare
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.compare}
        .revision=${this.tags?qb(this.tags.runs,n.tag):""}
      ></fairness-compare>`:m`<fairness-trend
      .api=${this.api}
      .tag=${n.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .declaration=${this.declaration(r)}
      .runs=${s}
      .run=${n.run}
      .step=${n.step}
      .options=${o}
      .params=${this.modeMount.trend}
      .revision=${this.tags?qb(this.tags.runs,n.tag):""}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=Mu(Ur,r);if(!i)return m`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=m`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${Mu(Ur,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return m`
      ${n?m`<div class="bar" role="progressbar" aria-label="Loading"></div>`:_}
      ${this.runs===null&&this.shellStatus==="loading"?m`<div class="loading">Loading reports…</div>`:_}
      ${this.shellStatus==="error"?this.renderError():_}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():_}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};Ms.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},Ms.styles=[g0,X,st,rt,F`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      .modes fairness-help {
        margin-left: auto;
        align-self: center;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border);
      }
      [role='tab'] {
        font: inherit;
        background: none;
        border: none;
        border-bottom: 2px solid transparent;
        padding: 6px 14px;
        cursor: pointer;
        color: inherit;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: var(--bg);
        color: var(--fg);
        box-sizing: border-box;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
        z-index: 2;
      }
      .bar::after {
        content: '';
        position: absolute;
        height: 100%;
        width: 30%;
        background: var(--accent);
        animation: slide 1.1s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          left: -30%;
        }
        to {
          left: 100%;
        }
      }
      ul {
        padding-left: 20px;
      }
      li {
        margin: 4px 0;
      }
    `];customElements.define("fairness-app",Ms);function zX(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new Ms)}export{zX as render};
/*! Bundled license information:

@lit-labs/virtualizer/layouts/shared/SizeCache.js:
@lit-labs/virtualizer/layouts/shared/BaseLayout.js:
@lit-labs/virtualizer/layouts/flow.js:
@lit-labs/virtualizer/events.js:
@lit-labs/virtualizer/ScrollerController.js:
@lit-labs/virtualizer/Virtualizer.js:
@lit-labs/virtualizer/virtualize.js:
@lit-labs/virtualizer/LitVirtualizer.js:
@lit-labs/virtualizer/lit-virtualizer.js:
  (**
   * @license
   * Copyright 2021 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/css-tag.js:
  (**
   * @license
   * Copyright 2019 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/reactive-element.js:
lit-html/lit-html.js:
lit-element/lit-element.js:
@lit/reactive-element/decorators/property.js:
lit-html/directive.js:
lit-html/async-directive.js:
lit-html/directives/repeat.js:
  (**
   * @license
   * Copyright 2017 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/is-server.js:
  (**
   * @license
   * Copyright 2022 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/directive-helpers.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
